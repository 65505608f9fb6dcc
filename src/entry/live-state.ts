import { config, reviewsEndpoint } from '../config/env';
import { format } from '../i18n/format';
import { hydrated } from './hydrated';
import type { Clock } from '../utils/clock';
import { starBarWidth, starsText, type ReviewSummary } from '../site-data/review-summary';
import { LIVE_ATTRS, LIVE_WORDS_ATTRS, OPEN_WEEK_ID, STARS_ATTR, liveSummaryAttr as part, type OpenWeek } from '../contract/page-marks';

declare const __CANOPY_OPEN_NOW__: boolean;
type OpenNowCode = typeof import('../i18n/open-now');

/**
 * Live state on a prerendered page, current with no tap: open or closed now, the
 * footer's year and the reviews badge, written by a few lines of DOM code the entry loads once
 * the page has painted, since the app (React) runs only when the visitor acts (decision 0015).
 *
 * The page marks each place (`data-live-*`, rendered by the app's own components) and the app
 * takes it over when it hydrates it: what is written here is what the app shows, and the app's
 * components accept the difference from the build's HTML (`suppressHydrationWarning` on the
 * written text: a text mismatch would make React render the tree again, and a form typed into
 * meanwhile would lose its letters). An element React has hydrated is no longer written here.
 */

/**
 * The wording, loaded only by a build with a time zone (vite.config.ts: a site without one
 * carries none of it) whose page has an open/closed line. Not the hours grammar: see `weekOf`.
 */
const openNowCode = (doc: Document): Promise<OpenNowCode | undefined> =>
  __CANOPY_OPEN_NOW__ && config.timeZone && doc.querySelector(`[${LIVE_ATTRS.openNow}]`) ? import('../i18n/open-now') : Promise.resolve(undefined);

type Week = OpenWeek['week'];

/** The places still the page's to write. */
const unhydrated = <T extends Element>(doc: Document, selector: string): T[] => [...doc.querySelectorAll<T>(selector)].filter((el) => !hydrated(el));

/** The build's reading of the page's hours (`OPEN_WEEK_ID`); undefined when the page has none. */
function buildsWeek(doc: Document): OpenWeek | undefined {
  try {
    const tag = JSON.parse(doc.getElementById(OPEN_WEEK_ID)?.textContent ?? 'null') as OpenWeek | null;
    return tag && typeof tag.hours === 'string' ? tag : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The week a line's hours (its `LIVE_ATTRS.openNow` value) make: the build's reading when it read
 * these hours, so the page runs no grammar; otherwise (a page without it) the grammar's.
 */
async function weekOf(hours: string, built: OpenWeek | undefined): Promise<Week> {
  if (built && built.hours === hours) return built.week;
  const [days, rows] = JSON.parse(hours) as [{ day: string }[], { hour: string }[]];
  const { readHours } = await import('../site-data/hours');
  return readHours(days, rows).week;
}

/** Open or closed now on each `[data-live-open-now]` line (components/open-now.tsx). */
function writeOpenNow({ describeOpenNow }: OpenNowCode, lines: HTMLElement[], weeks: Map<string, Week>, now: Date, timeZone: string): void {
  for (const line of lines) {
    const week = weeks.get(line.getAttribute(LIVE_ATTRS.openNow) ?? '');
    if (week === undefined) continue;
    const openNow = describeOpenNow(week, now, timeZone, line.dataset.lang === 'es' ? 'es' : 'en', config.zoneOffsets);
    const text = line.lastElementChild;
    if (!openNow || !text) continue;
    line.dataset.open = String(openNow.open);
    if (text.textContent !== openNow.text) text.textContent = openNow.text;
    line.hidden = false;
  }
}

/** The week of each distinct hours the page's lines carry; a line whose hours cannot be read is left hidden. */
async function readWeeks(doc: Document): Promise<Map<string, Week>> {
  const weeks = new Map<string, Week>();
  const built = buildsWeek(doc);
  for (const line of doc.querySelectorAll(`[${LIVE_ATTRS.openNow}]`)) {
    const hours = line.getAttribute(LIVE_ATTRS.openNow) ?? '';
    if (weeks.has(hours)) continue;
    try {
      weeks.set(hours, await weekOf(hours, built));
    } catch (err) {
      console.warn('Opening hours could not be read:', err);
    }
  }
  return weeks;
}

/**
 * Writes the time-bound state (open/closed, the year) now and again at every minute's turn,
 * while any of it is still the page's: "Open now" turns "Closed" at closing time, and the
 * year at New Year, with no tap.
 */
async function keepTimeCurrent(doc: Document, now: Clock['now']): Promise<void> {
  const code = await openNowCode(doc);
  // (A build without a time zone keeps none of the weeks' code.)
  const weeks = __CANOPY_OPEN_NOW__ && code ? await readWeeks(doc) : new Map<string, Week>();
  const tick = () => {
    const t = now();
    const lines = code ? unhydrated<HTMLElement>(doc, `[${LIVE_ATTRS.openNow}]`) : [];
    const years = unhydrated<HTMLElement>(doc, `[${LIVE_ATTRS.year}]`);
    if (code) writeOpenNow(code, lines, weeks, new Date(t), config.timeZone);
    const year = String(new Date(t).getFullYear());
    for (const el of years) if (el.textContent !== year) el.textContent = year;
    if (lines.length || years.length) setTimeout(tick, 60_000 - (t % 60_000) + 20);
  };
  tick();
}

/** The answer of the reviews service, summarized; rejects on no answer, an error or junk. */
async function fetchSummary(url: string): Promise<ReviewSummary> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 8000);
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const { summarizeReviews } = await import('../controls/reviews-last');
    const summary = summarizeReviews(await res.json());
    if (!summary) throw new Error('unexpected reviews answer');
    return summary;
  } finally {
    clearTimeout(timer);
  }
}

/** One request per page for the badge and the reviews page's summary; undefined when it failed. */
const answers = new Map<string, Promise<ReviewSummary | undefined>>();
function serviceSummary(docId: string): Promise<ReviewSummary | undefined> {
  let answer = answers.get(docId);
  if (!answer) {
    answer = (async () => {
      const { saveLastSummary } = await import('../controls/reviews-last');
      try {
        const summary = await fetchSummary(reviewsEndpoint(docId));
        saveLastSummary(docId, summary);
        return summary;
      } catch (err) {
        console.warn('Reviews are not available:', err instanceof Error ? err.message : err);
        return undefined;
      }
    })();
    answers.set(docId, answer);
  }
  return answer;
}

/**
 * The reviews badge (features/widgets/reviews-badge.tsx): the service's summary, kept on the
 * device; offline, the one last fetched here. The words are the page's (`data-text`,
 * `data-none`, `data-label`), so they are the app's.
 */
async function showReviewsBadge(doc: Document): Promise<void> {
  const badge = doc.querySelector<HTMLElement>(`[${LIVE_ATTRS.reviews}]`);
  const docId = badge?.getAttribute(LIVE_ATTRS.reviews);
  if (!badge || !docId || !reviewsEndpoint(docId)) return;
  const { readLastSummary } = await import('../controls/reviews-last');
  const summary = (await serviceSummary(docId)) ?? readLastSummary(docId);
  if (hydrated(badge)) return;
  const withReviews = badge.getAttribute(LIVE_WORDS_ATTRS.text) ?? '';
  const none = badge.getAttribute(LIVE_WORDS_ATTRS.none) ?? '';
  const label = badge.getAttribute(LIVE_WORDS_ATTRS.label);
  const text = summary && summary.average >= 1 ? format(withReviews, { average: summary.averageText, count: summary.count }) : none;
  badge.textContent = text;
  if (label) badge.setAttribute('aria-label', format(label, { text }));
  badge.hidden = false;
}

/**
 * The reviews page's summary (features/widgets/reviews-summary.tsx), in the page hidden with its
 * places marked: filled from the service's answer and shown in place of "Loading". Without an
 * answer it is left to the app, which falls back to the reviews it kept on the device.
 */
async function showReviewsSummary(doc: Document): Promise<void> {
  const box = doc.querySelector<HTMLElement>(`[${LIVE_ATTRS.summary}]`);
  const docId = box?.getAttribute(LIVE_ATTRS.summary);
  if (!box || !docId || !reviewsEndpoint(docId)) return;
  const summary = await serviceSummary(docId);
  if (!summary || hydrated(box)) return;
  const write = (el: Element | null, text: string) => el && el.textContent !== text && (el.textContent = text);
  const [filled, empty] = starsText(summary.average);
  write(box.querySelector(`[${part('average')}]`), summary.averageText);
  write(box.querySelector(`[${part('filled')}]`), filled);
  write(box.querySelector(`[${part('empty')}]`), empty);
  write(box.querySelector(`[${part('count')}]`), format(box.getAttribute(LIVE_WORDS_ATTRS.text) ?? '', { count: summary.count }));
  for (const row of box.querySelectorAll<HTMLElement>(`[${STARS_ATTR}]`)) {
    const n = Number(row.getAttribute(STARS_ATTR));
    const bar = row.querySelector<HTMLElement>(`[${part('bar')}]`);
    if (bar) bar.style.width = starBarWidth(summary.perStar, n);
    write(row.querySelector(`[${part('stars')}]`), String(summary.perStar[n - 1] ?? 0));
  }
  box.hidden = false;
  const loading = doc.querySelector<HTMLElement>(`[${part('loading')}]`);
  if (loading) loading.hidden = true;
}

/**
 * Starts the page's live state; `now` reads the clock, as the app's clock does (tests fix the
 * browser's). Resolves once the time-bound state is first written.
 */
export function startLiveState(doc: Document = document, now: Clock['now'] = () => Date.now()): Promise<void> {
  void showReviewsBadge(doc);
  void showReviewsSummary(doc);
  return keepTimeCurrent(doc, now);
}
