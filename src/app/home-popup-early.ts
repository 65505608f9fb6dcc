import { ESTIMATE_POPUP, nextPopup, parseMemory, POPUP_STORAGE_KEY } from '../features/home/popups';

/**
 * The home page's popups, once the cover has lifted (spec: shown on load; once per visit). The
 * estimate modal is in the prerendered page: shown here as a modal `<dialog>`, and the app
 * adopts it when it starts (its close button and Escape start it: start-on-demand.ts). The
 * welcome popup, next in the sequence, is the app's.
 */
export function showHomePopup(startNow: (why: string) => void): void {
  const home = document.querySelector<HTMLElement>('[data-home-popups]');
  if (!home || document.documentElement.dataset.appStart) return;
  let seen = parseMemory(null);
  try {
    seen = parseMemory(window.sessionStorage.getItem(POPUP_STORAGE_KEY));
  } catch {
    /* storage blocked: shown, as the app would */
  }
  const next = nextPopup(seen, home.dataset.homePopups === 'welcome');
  if (!next) return;
  const dialog = document.querySelector(`dialog[data-popup="${ESTIMATE_POPUP}"]`);
  if (next !== 'estimate' || !(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== 'function') return startNow('home-popups');
  dialog.showModal();
  try {
    window.sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify({ ...seen, estimate: true }));
  } catch {
    /* as above */
  }
  // No scrolling behind it, as the app's dialogs (components/native-dialog.tsx).
  const html = document.documentElement;
  const scrollbar = window.innerWidth - html.clientWidth;
  html.style.setProperty('overflow', 'hidden');
  if (scrollbar > 0) document.body.style.setProperty('padding-right', `${scrollbar}px`);
}
