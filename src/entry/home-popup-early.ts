import { ESTIMATE_POPUP, nextPopup, readMemory, writeMemory } from '../controls/home-popups';
import { lockPageScroll } from '../utils/page-scroll';
import { APP_START_ATTR, NATIVE_ATTR } from '../contract/page-marks';

/**
 * The home page's popups, once the cover has lifted (spec: shown on load; once per visit). The
 * estimate modal is in the prerendered page: shown here as a modal `<dialog>`. Its close
 * button, Escape and a click on its backdrop close it here at once, with no wait for the app
 * (a first touch answered before the app runs), and then start the app, which shows the welcome popup, next in the sequence (it
 * reads the memory written here). Once the app has started first, it adopts the dialog as open
 * (features/home/home-popups.tsx) and these listeners are gone.
 */
export function showHomePopup(startNow: (why: string) => void): void {
  const home = document.querySelector<HTMLElement>('[data-home-popups]');
  if (!home || document.documentElement.hasAttribute(APP_START_ATTR)) return;
  const seen = readMemory();
  const next = nextPopup(seen, home.dataset.homePopups === 'welcome');
  if (!next) return;
  const dialog = document.querySelector(`dialog[data-popup="${ESTIMATE_POPUP}"]`);
  if (next !== 'estimate' || !(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== 'function') return startNow('home-popups');
  const close = dialog.querySelector<HTMLElement>('[data-dialog-close]');
  // Not held for the app (start-on-demand.ts): answered here.
  close?.setAttribute(NATIVE_ATTR, '');
  dialog.showModal();
  writeMemory({ ...seen, estimate: true });
  const unlockScroll = lockPageScroll();
  const onClick = (event: MouseEvent) => {
    // The close button, or the backdrop (a click on the <dialog> itself: its content fills a child box).
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog || (close && target && close.contains(target))) dialog.close();
  };
  const onClose = () => {
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('close', onClose);
    close?.removeAttribute(NATIVE_ATTR);
    unlockScroll();
    startNow('home-popups');
  };
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('close', onClose);
  // The app started first (the visitor acted elsewhere, the record changed): it adopts the open
  // dialog (features/home/home-popups.tsx), and these listeners must not close it behind its back.
  const started = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute(APP_START_ATTR)) return;
    started.disconnect();
    if (!dialog.open) return;
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('close', onClose);
    close?.removeAttribute(NATIVE_ATTR);
    // The app's dialog locks the page's scroll while it shows the adopted dialog.
    unlockScroll();
  });
  started.observe(document.documentElement, { attributes: true, attributeFilter: [APP_START_ATTR] });
}
