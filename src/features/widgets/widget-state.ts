/**
 * The floating panel as a pure state machine (spec section 4): the panel is open or closed,
 * at most one popup is open, opening one closes the others, the main button closes all.
 */
export type WidgetId = 'whatsapp' | 'call' | 'weather' | 'visits' | 'qr' | 'palette';

export interface PanelState {
  panelOpen: boolean;
  /** The one open popup, if any. */
  open: WidgetId | null;
}

export type PanelAction =
  | { type: 'toggle-panel' }
  | { type: 'toggle'; id: WidgetId }
  | { type: 'close' }
  | { type: 'escape' }
  /** The panel as the page shows it when the app takes it over (the entry may have turned it). */
  | { type: 'adopt'; panelOpen: boolean };

export const closedPanel: PanelState = { panelOpen: false, open: null };

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'toggle-panel':
      // Opening shows the buttons; closing hides them and closes every popup.
      return state.panelOpen ? closedPanel : { panelOpen: true, open: null };
    case 'toggle':
      return { panelOpen: true, open: state.open === action.id ? null : action.id };
    case 'close':
      return state.open ? { ...state, open: null } : state;
    case 'escape':
      // Escape closes the open popup first, then the panel.
      if (state.open) return { ...state, open: null };
      return state.panelOpen ? closedPanel : state;
    case 'adopt':
      if (action.panelOpen === state.panelOpen) return state;
      return action.panelOpen ? { panelOpen: true, open: null } : closedPanel;
  }
}
