import { ESTIMATE_POPUP, nextPopup, readMemory, writeMemory } from '../features/home/popups';
import { lockPageScroll } from '../utils/page-scroll';

/**
 * The home page's popups, once the cover has lifted (spec: shown on load; once per visit). The
 * estimate modal is in the prerendered page: shown here as a modal `<dialog>`, and the app
 * adopts it when it starts (its close button and Escape start it: start-on-demand.ts). The
 * welcome popup, next in the sequence, is the app's.
 */
export function showHomePopup(startNow: (why: string) => void): void {
  const home = document.querySelector<HTMLElement>('[data-home-popups]');
  if (!home || document.documentElement.dataset.appStart) return;
  const seen = readMemory();
  const next = nextPopup(seen, home.dataset.homePopups === 'welcome');
  if (!next) return;
  const dialog = document.querySelector(`dialog[data-popup="${ESTIMATE_POPUP}"]`);
  if (next !== 'estimate' || !(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== 'function') return startNow('home-popups');
  dialog.showModal();
  writeMemory({ ...seen, estimate: true });
  // Unlocked by the app's dialog, which adopts this one (components/native-dialog.tsx).
  lockPageScroll();
}
