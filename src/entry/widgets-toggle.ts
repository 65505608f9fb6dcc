import { hydrated } from './hydrated';

/**
 * The floating widgets' open button, answered by the entry before the app has run (issue 26):
 * the first tap shows the widgets' buttons in the frame after it, instead of after React's
 * evaluation and the page's hydration on a slow phone. The buttons are on the page, hidden,
 * from the build (features/widgets/floating-widgets.tsx); this shows them and turns the open
 * button into the close button. The app reads the state when it hydrates (`readWidgetsOpen`)
 * and answers from then on; a tap on a widget before then is held and made again
 * (app/start-on-demand.ts).
 */

/** On the open button. */
export const WIDGETS_TOGGLE_ATTR = 'data-widgets-toggle';
/** On each widget's button (hidden while the panel is closed). */
export const WIDGET_BUTTON_ATTR = 'data-widget-button';
/** On the open button: its name in each state. */
export const TOGGLE_LABELS = { open: 'data-label-open', close: 'data-label-close' } as const;

/** Whether the page shows the panel open: the build's state (closed), or the entry's. */
export function readWidgetsOpen(doc: Document | undefined): boolean {
  return doc?.querySelector(`[${WIDGETS_TOGGLE_ATTR}]`)?.getAttribute('aria-expanded') === 'true';
}

/** Opens or closes the panel `toggle` belongs to, as the app's render of the other state would show it. */
export function toggleWidgets(toggle: Element): void {
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  const label = toggle.getAttribute(open ? TOGGLE_LABELS.close : TOGGLE_LABELS.open);
  if (label) toggle.setAttribute('aria-label', label);
  for (const button of toggle.parentElement?.querySelectorAll(`[${WIDGET_BUTTON_ATTR}]`) ?? []) button.toggleAttribute('hidden', !open);
}

/** Answers the open button until the app has hydrated it, for the page's whole life (the returned function stops it: tests). */
export function answerWidgetsToggle(doc: Document): () => void {
  const onClick = (event: Event) => {
    const toggle = event.target instanceof Element ? event.target.closest(`button[${WIDGETS_TOGGLE_ATTR}]`) : null;
    if (toggle && !hydrated(toggle)) toggleWidgets(toggle);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
