import { oncePerDocument } from './once-per-document';
import { ENTRY_CAPTURE, NATIVE_ATTR, WIDGET_ICON_SET_ATTR, WIDGETS_TOGGLE_ATTR } from '../contract/page-marks';

/**
 * The floating widgets' main button, one implementation for the page's whole life (issue 37):
 * answered before the app has run (on a 4x slower phone the first tap waited 1.3 s for React and
 * the page's hydration) and after. The widgets' buttons are in the page from the build, in a
 * panel hidden until opened (their styles and shapes in the stylesheet that comes after the first
 * paint, so they cost the page's HTML little); this shows or hides that panel and turns the main
 * button's name and state. The app renders them closed and never writes them again; its widget
 * popups close with the panel (features/widgets/floating-widgets.tsx). A tap on a widget before
 * the app runs is held and made again for it (entry/start-on-demand.ts).
 */

const TOGGLE = `button[${WIDGETS_TOGGLE_ATTR}]`;

const panelOf = (toggle: Element) => toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');

/** Opens or closes the panel `toggle` controls; a focus left in the closed panel goes to the button. */
export function turnPanel(toggle: HTMLElement): void {
  const panel = panelOf(toggle);
  if (!panel) return;
  const inside = panel.contains(toggle.ownerDocument.activeElement);
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  const name = toggle.getAttribute(WIDGETS_TOGGLE_ATTR) ?? '';
  toggle.setAttribute(WIDGETS_TOGGLE_ATTR, toggle.getAttribute('aria-label') ?? '');
  toggle.setAttribute('aria-label', name);
  toggle.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  if (inside) toggle.focus();
}

/**
 * Draws the panel's icons once, out of sight, at idle, and keeps them: they are cut from one SVG
 * image (a CSS mask), and the frame that first showed the panel made it in the tap's answer (40
 * ms at 4x when each icon was an image of its own). The copies are bare boxes with the buttons' classes: no name, no role, not seen.
 */
export function warmIcons(doc: Document, panel: Element): void {
  const warm = doc.createElement('div');
  warm.setAttribute('aria-hidden', 'true');
  warm.setAttribute('data-widget-icons', '');
  warm.style.cssText = 'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none';
  // The set's classes: the buttons' icons are cut from the image it names.
  const set = doc.createElement('div');
  set.className = panel.querySelector(`[${WIDGET_ICON_SET_ATTR}]`)?.className ?? '';
  for (const button of panel.querySelectorAll('button')) {
    const icon = doc.createElement('span');
    icon.className = button.className;
    set.append(icon);
  }
  warm.append(set);
  doc.body.append(warm);
}

/**
 * Answers the main button, and Escape while the panel is open (one the app's popup took, marked
 * `defaultPrevented`, is left alone), for the page's whole life (the returned function stops it: tests).
 */
export const answerEarlyWidgets = oncePerDocument((doc) => {
  for (const toggle of doc.querySelectorAll(TOGGLE)) {
    toggle.setAttribute(NATIVE_ATTR, '');
    const panel = panelOf(toggle);
    const view = doc.defaultView;
    if (panel?.hidden && view?.requestIdleCallback) view.requestIdleCallback(() => warmIcons(doc, panel), { timeout: 2000 });
  }
  const onClick = (event: Event) => {
    const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(TOGGLE) : null;
    if (toggle) turnPanel(toggle);
  };
  const onKey = (event: KeyboardEvent) => {
    const toggle = doc.querySelector<HTMLElement>(`${TOGGLE}[aria-expanded="true"]`);
    if (event.key === 'Escape' && !event.defaultPrevented && toggle) turnPanel(toggle);
  };
  doc.addEventListener('click', onClick, ENTRY_CAPTURE);
  doc.addEventListener('keydown', onKey);
  return () => {
    doc.removeEventListener('click', onClick, ENTRY_CAPTURE);
    doc.removeEventListener('keydown', onKey);
  };
});
