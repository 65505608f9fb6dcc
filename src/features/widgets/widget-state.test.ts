import { describe, expect, it } from 'vitest';
import { panelReducer } from './widget-state';

describe('the widget popups (spec section 4)', () => {
  it('opens one popup at a time; opening another closes the first; its button again closes it', () => {
    let s = panelReducer(null, { type: 'toggle', id: 'whatsapp' });
    expect(s).toBe('whatsapp');
    s = panelReducer(s, { type: 'toggle', id: 'call' });
    expect(s).toBe('call');
    expect(panelReducer(s, { type: 'toggle', id: 'call' })).toBeNull();
  });

  it('close (Escape, its close button, the panel closing) closes the open popup', () => {
    expect(panelReducer('weather', { type: 'close' })).toBeNull();
    expect(panelReducer(null, { type: 'close' })).toBeNull();
  });
});
