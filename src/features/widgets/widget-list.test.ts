import { describe, expect, it } from 'vitest';
import { parseSiteData } from '../../site-data/parse';
import { widgetList } from './widget-list';

const ALL = ['WhatsappBtn', 'VisitsCounter', 'CallUsNow', 'Wheather', 'ReviewTab', 'ModalColores'];
function record(on: string[], extra: Record<string, unknown> = {}) {
  return parseSiteData({
    docId: 'd',
    dbPrincipal: { name: 'Acme', phones: [{ phone: '503-555-0142' }] },
    simpleWidgets: ALL.map((val) => ({ val, activo: on.includes(val) })),
    ...extra,
  }).data;
}

describe('widgetList', () => {
  it('shows a button per switched-on widget, never one for ReviewTab', () => {
    expect(widgetList(record(ALL), { visitsUrl: 'http://c/visits' })).toEqual(['whatsapp', 'call', 'weather', 'visits', 'palette']);
    expect(widgetList(record(['ReviewTab', 'Wheather']), { visitsUrl: 'x' })).toEqual(['weather']);
    expect(widgetList(record([]), { visitsUrl: 'x' })).toEqual([]);
  });
  it('matches by val, not by position', () => {
    const data = parseSiteData({
      dbPrincipal: { phones: [{ phone: '5035550142' }] },
      simpleWidgets: [{ val: 'ModalColores', activo: true }, { val: 'CallUsNow', activo: 'true' }, { val: 'WhatsappBtn', activo: false }],
    }).data;
    expect(widgetList(data, { visitsUrl: '' })).toEqual(['call', 'palette']);
  });
  it('hides the visits counter without an endpoint', () => {
    expect(widgetList(record(['VisitsCounter']), { visitsUrl: '' })).toEqual([]);
  });
  it('hides WhatsApp and call without a phone', () => {
    expect(widgetList(record(['WhatsappBtn', 'CallUsNow'], { dbPrincipal: { name: 'A', phones: [] } }), { visitsUrl: '' })).toEqual([]);
  });
  it('adds QR when qrImg is set', () => {
    expect(widgetList(record([], { qrImg: 'https://cdn.example/qr.png' }), { visitsUrl: '' })).toEqual(['qr']);
  });
});
