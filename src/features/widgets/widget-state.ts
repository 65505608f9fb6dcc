/**
 * The floating panel's popups as a pure state machine (spec section 4): at most one popup is
 * open, opening one closes the others; the panel itself (open or closed, the main button) is
 * the entry's (entry/early-widgets.ts), and closing it closes the popup.
 */
export type WidgetId = 'whatsapp' | 'call' | 'weather' | 'visits' | 'qr' | 'palette';

/** The one open popup, if any. */
export type PanelState = WidgetId | null;

export type PanelAction = { type: 'toggle'; id: WidgetId } | { type: 'close' };

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  return action.type === 'toggle' && state !== action.id ? action.id : null;
}
