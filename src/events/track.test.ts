import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsedRecord } from '../../tests/support/parsed-record';
import { privacySignal } from './privacy';
import { eventRoute, minuteOf, OTHER_ROUTE, sitePages } from './track';

const demo = parsedRecord(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../public/demo-api/paginas/demo'), 'utf8')));

describe('events: what is reported', () => {
  it('nothing under Global Privacy Control or Do Not Track', () => {
    const nav = (o: object) => o as Navigator;
    expect(privacySignal(nav({ globalPrivacyControl: true }), {})).toBe(true);
    expect(privacySignal(nav({ doNotTrack: '1' }), {})).toBe(true);
    expect(privacySignal(nav({}), { doNotTrack: '1' })).toBe(true);
    expect(privacySignal(nav({ globalPrivacyControl: false, doNotTrack: '0' }), {})).toBe(false);
    expect(privacySignal(nav({ doNotTrack: 'unspecified' }), {})).toBe(false);
  });

  it("the route table's page, with the slug of one of the record's services or landings, without the base path", () => {
    const known = sitePages(demo);
    expect(eventRoute('/site/digitalcard', '/site/', known)).toBe('/digitalcard');
    expect(eventRoute('/digitalcard', '/', known)).toBe('/digitalcard');
    expect(eventRoute('/', '/', known)).toBe('/');
    expect(eventRoute('/site/', '/site/', known)).toBe('/');
    // Owners count per service and per landing gallery.
    expect(eventRoute('/tree-removal', '/', known)).toBe('/tree-removal');
    expect(eventRoute('/site/gallery/garden-design', '/site/', known)).toBe('/gallery/garden-design');
    // What the router shows the same page for is the same page.
    expect(eventRoute('/Tree-Removal/', '/', known)).toBe('/tree-removal');
  });

  it('anything else a link can put in the address is `other`, never the path itself', () => {
    const known = sitePages(demo);
    for (const crafted of ['/x"><script>alert(1)</script>', '/call-555-0187-ask-for-jane', '/tree-removal/extra', '/gallery/no-such-landing', '/no-such-service', '/404', '/site/digitalcard', '//evil.example/x']) {
      expect(eventRoute(crafted, '/', known), crafted).toBe(OTHER_ROUTE);
    }
    // Before the record is known, only the route table's own pages are.
    const bare = sitePages(parsedRecord({}));
    expect(eventRoute('/about', '/', bare)).toBe('/about');
    expect(eventRoute('/tree-removal', '/', bare)).toBe(OTHER_ROUTE);
  });

  it('the minute, not the second', () => {
    expect(minuteOf(Date.UTC(2026, 10, 24, 20, 41, 37, 512))).toBe('2026-11-24T20:41Z');
  });
});
