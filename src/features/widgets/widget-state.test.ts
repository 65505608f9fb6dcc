import { describe, expect, it } from 'vitest';
import { closedPanel, panelReducer, type PanelAction, type PanelState } from './widget-state';

const run = (...actions: PanelAction[]): PanelState => actions.reduce(panelReducer, closedPanel);

describe('floating panel state', () => {
  it('starts closed and the main button opens the panel with no popup', () => {
    expect(closedPanel).toEqual({ panelOpen: false, open: null });
    expect(run({ type: 'toggle-panel' })).toEqual({ panelOpen: true, open: null });
  });

  it('keeps only one popup open: opening one closes the other', () => {
    const s = run({ type: 'toggle-panel' }, { type: 'toggle', id: 'whatsapp' }, { type: 'toggle', id: 'call' });
    expect(s.open).toBe('call');
  });

  it('toggling the open widget button closes its popup and keeps the panel', () => {
    expect(run({ type: 'toggle-panel' }, { type: 'toggle', id: 'weather' }, { type: 'toggle', id: 'weather' })).toEqual({
      panelOpen: true,
      open: null,
    });
  });

  it('the main button closes the panel and every popup', () => {
    expect(run({ type: 'toggle-panel' }, { type: 'toggle', id: 'visits' }, { type: 'toggle-panel' })).toEqual(closedPanel);
  });

  it('Escape closes the popup first, then the panel', () => {
    const withPopup = run({ type: 'toggle-panel' }, { type: 'toggle', id: 'qr' });
    const once = panelReducer(withPopup, { type: 'escape' });
    expect(once).toEqual({ panelOpen: true, open: null });
    expect(panelReducer(once, { type: 'escape' })).toEqual(closedPanel);
    expect(panelReducer(closedPanel, { type: 'escape' })).toBe(closedPanel);
  });

  it('close shuts the popup only', () => {
    expect(run({ type: 'toggle-panel' }, { type: 'toggle', id: 'palette' }, { type: 'close' })).toEqual({ panelOpen: true, open: null });
  });

  it('adopts the panel as the page shows it, keeping the state (and its popup) when they agree', () => {
    const withPopup = run({ type: 'toggle-panel' }, { type: 'toggle', id: 'call' });
    expect(panelReducer(withPopup, { type: 'adopt', panelOpen: true })).toBe(withPopup);
    expect(panelReducer(closedPanel, { type: 'adopt', panelOpen: false })).toBe(closedPanel);
    expect(panelReducer(closedPanel, { type: 'adopt', panelOpen: true })).toEqual({ panelOpen: true, open: null });
    expect(panelReducer(withPopup, { type: 'adopt', panelOpen: false })).toEqual(closedPanel);
  });
});
