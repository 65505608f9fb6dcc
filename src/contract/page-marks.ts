/**
 * The page's protocol: every mark (attribute) the build writes, the page before React reads or
 * writes, and the app reads, by name, with a line each on what it means. Nothing else writes
 * these names out (docs/architecture.md § The page's life). The channels besides marks:
 * the visit's and the home popups' session keys (`site-names.ts`), and a click the app answered
 * (`defaultPrevented`, which the widgets' Escape, on the way up, reads after the app's).
 */

// The page's life, on <html>.

/** Why the app started (`visitor`, `record-changed`, `outbox`, ...); set by the entry as it starts it. */
export const APP_START_ATTR = 'data-app-start';
/** The app's root has committed its first render or hydration (its parts may still be hydrating: `PART_READY_ATTR`). */
export const APP_READY_ATTR = 'data-app-ready';
/**
 * On an element whose content React hydrates in a pass of its own (a Suspense boundary's content:
 * the site's layout in the app's root, the page in `<main>`, a dialog's body): the app's parts.
 * Every Suspense boundary with content in a prerendered page sits directly in one
 * (tests/build/prerender.test.ts). The app's root (`#root`, index.html) is the outermost.
 */
export const PART_ATTR = 'data-part';
/** The element the app renders into (index.html), its outermost part. */
export const APP_ROOT_ID = 'root';
/** The page's `<main>` (the skip link's target): the part the page's own content hydrates in. */
export const MAIN_ID = 'main';
/** The props that make a rendered element a part (`PART_ATTR`). */
export const PART_PROPS = { [PART_ATTR]: '' } as const;
/**
 * Set by the app on a part once its content's hydration (or first render) has committed
 * (components/hydration-part.tsx): the app answers what is in it from then on. It is how the page
 * tells what the app has hydrated (entry/hydrated.ts), rather than from React's own fields.
 */
export const PART_READY_ATTR = 'data-part-ready';
/** The page has painted and its below-the-fold styles apply (its first name, which tests and benches read). */
export const FULLY_STYLED_ATTR = 'data-first-paint';
/** The first page's loading cover may go: the record request settled and the minimum time passed. */
export const COVER_DONE_ATTR = 'data-cover-done';
/** Set by the head script on a later page of the visit: no cover at all. */
export const LATER_PAGE_ATTR = 'data-later-page';
/** The app holds the record the service answered (or knows it cannot): a form's relay is final. */
export const RECORD_SETTLED_ATTR = 'data-record-settled';

// What a page asks of the entry (each written by the app's own components in the prerender).

/** On something on the first screen only the app can draw (a card QR the build could not draw): the app starts at once. */
export const NEEDS_APP_ATTR = 'data-needs-app';
/**
 * On a part only the app draws that is not on every first screen (the reviews widget, a third
 * party's script): the app starts once it comes within 200 px of the screen, touched or not.
 */
export const NEEDS_APP_NEAR_ATTR = 'data-needs-app-near';
/** On the visits counter's place: the entry counts the visit when the app does not start. */
export const COUNT_VISITS_ATTR = 'data-count-visits';
/** On the home page's popups: the entry shows the estimate popup when the cover lifts. */
export const HOME_POPUPS_ATTR = 'data-home-popups';
/**
 * The build's reading of the record's opening hours (scripts/prerender.ts), in a
 * `<script type="application/json">` of every prerendered page of a site with a time zone: the
 * open/closed line's hours (`openNowHours`, its `LIVE_ATTRS.openNow` value) and the week they
 * make (null when they do not say it all). The entry writes the line from it without the hours
 * grammar (3 KB it would otherwise run before the visitor acts); a line with other hours (none
 * the build wrote) is read by the grammar, as the app reads them.
 */
export const OPEN_WEEK_ID = 'canopy-week';
export interface OpenWeek {
  hours: string;
  week: { start: number; end: number }[][] | null;
}
/** The open/closed line's `LIVE_ATTRS.openNow` value: the record's hours rows, as JSON. */
export const openNowHours = (workdays: readonly { day: string }[], workHours: readonly { hour: string }[]): string =>
  JSON.stringify([workdays.map(({ day }) => ({ day })), workHours.map(({ hour }) => ({ hour }))]);
/** The places the entry keeps current with no tap (entry/live-state.ts). */
export const LIVE_ATTRS = {
  /** Open or closed now (components/open-now.tsx); its value is the record's hours (`openNowHours`). */
  openNow: 'data-live-open-now',
  /** The current year (the footer). */
  year: 'data-live-year',
  /** The reviews badge; its value is the reviews document's id. */
  reviews: 'data-live-reviews',
  /** The reviews page's summary. */
  summary: 'data-live-summary',
} as const;
/** The places of the reviews summary the entry writes, each marked `data-live-summary-<part>`. */
export type LiveSummaryPart = 'average' | 'filled' | 'empty' | 'count' | 'bar' | 'stars' | 'loading';
export const liveSummaryAttr = (part: LiveSummaryPart) => `${LIVE_ATTRS.summary}-${part}` as const;
/** On a live place: the app's words the entry fills in (the reviews badge, the summary). */
export const LIVE_WORDS_ATTRS = {
  /** The words with the numbers to fill (`{average}`, `{count}`). */
  text: 'data-text',
  /** The badge's words while there are no reviews. */
  none: 'data-none',
  /** The badge's link name, with `{text}`. */
  label: 'data-label',
} as const;
/** On a row of the reviews summary: its number of stars. */
export const STARS_ATTR = 'data-stars';

// Blocks.

/** On a block below the first screen: its styles come after the first paint, and it renders once near. */
export const BELOW_FOLD_ATTR = 'data-below-fold';
/** On such a block once rendered: transitions inside it may run. */
export const SHOWN_ATTR = 'data-shown';

// Controls the entry answers before the app (the early answers).

/** On a control the entry answers (or the platform does): a click on it is not held for the app. */
export const NATIVE_ATTR = 'data-native';

/** The props that make a rendered control the entry's from the first paint. */
export const NATIVE_PROPS = { [NATIVE_ATTR]: '' } as const;
/**
 * How the entry listens for the controls it alone answers (the card's Rotate, the widgets' button,
 * a video's Play, the slider): on the document, in the capture phase, ahead of React's root. React
 * stops a tap or key on a part it is still hydrating and cannot finish at once (its code still
 * coming) from going further up, and does not make it again: listened for on the way up, that
 * tap was lost (the card not turned, the panel not opened, about 1 in 20 on a busy phone).
 */
export const ENTRY_CAPTURE = true;

/**
 * A dialog on the screen: modal (`[open]`), or an entry dialog in the frame before it turns modal,
 * drawn as a popover (entry/dialog-parts.ts `showDialog`). The app reads it too: no home popup
 * opens over one (features/home/home-popups.tsx).
 */
export const SHOWN_DIALOG = ':is([open],:popover-open)';

/** On the phone menu button; its value is the close button's name. */
export const EARLY_MENU_ATTR = 'data-early-menu';
/** On the menu's sheet, the entry's dialog or the app's drawer (bench:tap and tests find either by it). */
export const MENU_DRAWER_ATTR = 'data-menu-drawer';
/** In the header: what the menu shows under the links (the estimate button, the hours). */
export const MENU_EXTRA_ATTR = 'data-menu-extra';

/** On an image grid: its viewer's words, as JSON (`ViewerWords`). */
export const VIEWER_ATTR = 'data-viewer';
/** What the early viewer says, in the page's language. */
export interface ViewerWords {
  /** The gallery's name, if it has one. */
  label?: string;
  /** "Image {n} of {total}". */
  imageOf: string;
  close: string;
  previous: string;
  next: string;
}

/** On a video's play button: the early player's address and words, as JSON (`VideoWords`). */
export const EARLY_VIDEO_ATTR = 'data-early-video';
/** The player's embed address (site-data/embeds.ts) and its words, in the page's language. */
export interface VideoWords {
  src: string;
  title: string;
  close: string;
}
/** The attribute a play button carries for `words`. */
export const earlyVideoProps = (words: VideoWords) => ({ [EARLY_VIDEO_ATTR]: JSON.stringify(words) });

/** On an "Ask for a review" button: the review link, whose view the page opens (entry/early-review.ts). */
export const EARLY_REVIEW_ATTR = 'data-early-review';
/** On the same button: the record's logo, whose copy the build made (card-photo.json) the view shows. */
export const REVIEW_LOGO_ATTR = 'data-review-logo';
/** Rendered with the button, so it is the page's to answer from the first paint, before the app runs and after. */
export const earlyReviewProps = (url: string, logo?: string) => ({ [EARLY_REVIEW_ATTR]: url, ...(logo ? { [REVIEW_LOGO_ATTR]: logo } : {}), ...NATIVE_PROPS });
/** The review code's file the build draws, under the base path (precached with the install icons). */
export const REVIEW_QR_FILE = 'icons/review-qr.svg';

/** On the floating widgets' main button; its value is the name the button takes when pressed. */
export const WIDGETS_TOGGLE_ATTR = 'data-widgets-toggle';
/** On the box (no box of its own) that names the widget buttons' one image of icons; the entry draws the icons ahead from its classes. */
export const WIDGET_ICON_SET_ATTR = 'data-widget-icon-set';

/** On the card's Rotate button; its value is the live region's id. */
export const CARD_TURN_ATTR = 'data-card-turn';
/** On the turning element: "true" while the second face is shown. */
export const FLIPPED_ATTR = 'data-flipped';
/** On each face: which one it is (the first is `contact`). */
export const FACE_ATTR = 'data-face';
/** On the live region: what it says for each face once turned. */
export const FACE_TEXT_ATTRS = { front: 'data-front-text', back: 'data-back-text' } as const;

/** On a before/after slider's box; its value is the accessible value's template (`{before}`, `{after}`). */
export const SLIDER_ATTR = 'data-before-after';
/** On the picture clipped to the split, and on the handle drawn at it. */
export const SPLIT_PARTS = { layer: 'data-split-layer', handle: 'data-split-handle' } as const;
