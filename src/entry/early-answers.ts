import { answerCardTurn } from './card-turn';
import { CARD_TURN_ATTR, EARLY_MENU_ATTR, EARLY_REVIEW_ATTR, EARLY_VIDEO_ATTR, HOME_POPUPS_ATTR, LIVE_ATTRS, SLIDER_ATTR, VIEWER_ATTR, WIDGETS_TOGGLE_ATTR } from '../contract/page-marks';

/**
 * The registry of early answers: what the page answers before the app has run, and when each
 * answer's code loads (docs/architecture.md § "The page's life"). `main.tsx` runs one stage at
 * each of its moments; a row runs only on a page with its mark, and its code comes only then.
 * A row's module answers its controls itself, for the page's whole life (the app renders their
 * markup only).
 */

/**
 * The page's moments, in order:
 * - `entry`: in the entry's first task (the code is in the entry: the card's Rotate must turn in
 *   the frame after the first tap);
 * - `painted`: after the first paint, one row per task;
 * - `styled`: once the styles below the first screen and of dialogs are in;
 * - `record`: once the page's record request has settled (unchanged, or not reached);
 * - `idle`: at idle after load, on a visit the offline worker controls (its code is on the device).
 */
export type Stage = 'entry' | 'painted' | 'styled' | 'record' | 'idle';

export interface EarlyAnswer {
  /** What a failure to start says (the page works on without it). */
  name: string;
  /** The marks of the controls it answers: the row runs only on a page with one. */
  selector: string;
  stage: Stage;
  /** Loads its code and starts answering. `startApp` starts the app with a reason (the home popup's). */
  start(doc: Document, startApp: (why: string) => void): unknown;
}

const any = (...attrs: string[]) => attrs.map((a) => `[${a}]`).join();

export const EARLY_ANSWERS: readonly EarlyAnswer[] = [
  // The card's Rotate turns it in the frame after the tap; "Ask for a review" (the card, the
  // link-in-bio page) opens the build's drawing of its code, its view's code on the tap.
  { name: 'The card', selector: any(CARD_TURN_ATTR, EARLY_REVIEW_ATTR), stage: 'entry', start: answerCardTurn },
  // The review view's code made ready ahead where the worker already holds it (a first visit does
  // not fetch it ahead: the card is at its budget).
  { name: 'The review view', selector: any(EARLY_REVIEW_ATTR), stage: 'idle', start: () => import('./early-review') },
  // A before/after slider follows a drag; fetched at the start, its lines delayed the gallery's
  // largest paint.
  { name: 'The sliders', selector: any(SLIDER_ATTR), stage: 'painted', start: (doc) => import('./slider-drag').then((m) => m.answerSliderDrags(doc)) },
  // The phone menu, a gallery photo and a video's Play open in the frame after a tap (the viewer's
  // and the player's code when a gallery or a video nears the screen).
  { name: 'The menu', selector: any(EARLY_MENU_ATTR, VIEWER_ATTR, EARLY_VIDEO_ATTR), stage: 'painted', start: (doc) => import('./early-menu').then((m) => m.answerEarly(doc)) },
  // The floating widgets' button opens their panel, once the panel's styles are in.
  { name: 'The widgets', selector: any(WIDGETS_TOGGLE_ATTR), stage: 'styled', start: (doc) => import('./early-widgets').then((m) => m.answerEarlyWidgets(doc)) },
  // Open/closed, the year, the reviews badge and the reviews page's summary, current with no tap,
  // once the styles of what it shows are in (the card has none: its first visit is at its budget).
  { name: 'Live state', selector: any(...Object.values(LIVE_ATTRS)), stage: 'styled', start: (doc) => import('./live-state').then((m) => m.startLiveState(doc)) },
  // The home page's popups, after the record request (a changed record is the app's to show).
  { name: 'The home popup', selector: any(HOME_POPUPS_ATTR), stage: 'record', start: (_doc, startApp) => import('./home-popup-early').then((m) => m.showHomePopup(startApp)) },
];

/**
 * Runs the rows of `stage` whose marks are on the page, each through `schedule` (the moment's
 * own timing: a task of its own, after the styles). A row that fails to start is logged; the
 * others and the page go on.
 */
export function runEarlyAnswers(
  stage: Stage,
  doc: Document,
  schedule: (work: () => unknown) => PromiseLike<unknown> = async (work) => work(),
  startApp: (why: string) => void = () => {},
  rows: readonly EarlyAnswer[] = EARLY_ANSWERS,
): void {
  for (const row of rows) {
    if (row.stage !== stage || !doc.querySelector(row.selector)) continue;
    Promise.resolve(schedule(() => row.start(doc, startApp))).catch((err: unknown) => console.warn(`${row.name} could not start:`, err));
  }
}
