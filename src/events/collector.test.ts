import { afterEach, describe, expect, it } from 'vitest';
import { classify, MAX_QUEUED, startCollector, type Batch, type CollectorDeps } from './collector';
import type { EventName, SiteEvent } from './track';

function fakeDeps() {
  const sent: Batch[] = [];
  let stored: SiteEvent[] = [];
  const timers: Array<() => void> = [];
  const state = { online: true, refuse: false };
  const deps: CollectorDeps = {
    beacon: (_url, body) => {
      if (state.refuse) return false;
      sent.push(JSON.parse(body) as Batch);
      return true;
    },
    online: () => state.online,
    load: async () => stored,
    save: async (e) => {
      stored = e;
    },
    after: (_ms, fn) => {
      timers.push(fn);
      return () => timers.splice(timers.indexOf(fn), 1);
    },
  };
  return { deps, sent, state, stored: () => stored, fire: () => timers.splice(0).forEach((f) => f()) };
}

const make = (name: EventName, target?: string): SiteEvent => ({ name, route: '/digitalcard', at: '2026-11-24T20:00Z', ...(target ? { target } : {}) });
const settle = () => new Promise((r) => setTimeout(r, 0));

function link(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-probe]') ?? document.body.firstElementChild!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('classify', () => {
  it('names taps by the link: call, email, WhatsApp, directions; other links are not counted', () => {
    expect(classify(link('<a href="tel:+15125550187"><span data-probe>512</span></a>'))).toEqual({ name: 'call' });
    expect(classify(link('<a href="mailto:a@b.example">mail</a>'))).toEqual({ name: 'email' });
    expect(classify(link('<a href="https://wa.me/15125550187?text=hi">wa</a>'))).toEqual({ name: 'whatsapp' });
    expect(classify(link('<a href="https://www.google.com/maps/dir/?api=1&destination=x">go</a>'))).toEqual({ name: 'directions' });
    expect(classify(link('<a href="https://maps.apple.com/?q=x">go</a>'))).toEqual({ name: 'directions' });
    expect(classify(link('<a href="https://www.google.com/search?q=x">search</a>'))).toBeNull();
    expect(classify(link('<a href="/services">services</a>'))).toBeNull();
    expect(classify(link('<p>text</p>'))).toBeNull();
  });

  it('a data-event tag wins, with its target (a bio link to a phone is a bio-link tap)', () => {
    expect(classify(link('<a href="tel:+1" data-event="bio-link" data-event-target="call"><svg data-probe></svg></a>'))).toEqual({ name: 'bio-link', target: 'call' });
    expect(classify(link('<button data-event="save-contact"><span data-probe>Save</span></button>'))).toEqual({ name: 'save-contact' });
  });
});

describe('startCollector', () => {
  it('sends the early events and taps as one small batch with the site id and nothing else', async () => {
    const f = fakeDeps();
    const add = startCollector({ url: 'https://e.example/c', site: 'tenant-a', early: [make('view')], make }, f.deps);
    document.body.innerHTML = '<button type="button" data-event="save-contact" id="t">Save</button>';
    document.getElementById('t')!.click();
    add(make('share'));
    expect(f.sent).toEqual([]);
    f.fire();
    await settle();
    expect(f.sent).toEqual([{ v: 1, site: 'tenant-a', events: [make('view'), make('save-contact'), make('share')] }]);
  });

  it('a counted link tap (the dialler, a new tab) goes at once with what waited; an uncounted link sends nothing', () => {
    const f = fakeDeps();
    startCollector({ url: 'u', site: 's', early: [make('view')], make }, f.deps);
    document.body.innerHTML = '<a href="/services" id="n">services</a><a href="tel:+15125550187" id="t"><span>call</span></a>';
    for (const id of ['n', 't']) document.getElementById(id)!.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('n')!.click();
    expect(f.sent).toEqual([]);
    document.querySelector<HTMLElement>('#t span')!.click();
    expect(f.sent).toEqual([{ v: 1, site: 's', events: [make('view'), make('call')] }]);
  });

  it('keeps batches in storage while offline (bounded) and sends them when the network returns', async () => {
    const f = fakeDeps();
    f.state.online = false;
    const add = startCollector({ url: 'u', site: 's', early: [], make }, f.deps);
    for (let i = 0; i < MAX_QUEUED + 40; i++) add(make('view'));
    f.fire();
    await settle();
    expect(f.sent).toEqual([]);
    expect(f.stored()).toHaveLength(MAX_QUEUED);
    f.state.online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    expect(f.sent.flatMap((b) => b.events)).toHaveLength(MAX_QUEUED);
    expect(f.sent.every((b) => b.events.length <= 50)).toBe(true);
    expect(f.stored()).toEqual([]);
  });

  it('a stored chunk refused after an accepted one keeps only what was not sent: nothing is counted twice', async () => {
    const f = fakeDeps();
    const queued = Array.from({ length: 120 }, (_, i) => make('view', `n${i}`));
    await f.deps.save(queued);
    let beacons = 0;
    const accept = f.deps.beacon;
    // The first chunk of 50 goes, the second is refused (the browser's beacon quota, say).
    f.deps.beacon = (url, body) => (++beacons === 2 ? false : accept(url, body));
    startCollector({ url: 'u', site: 's', early: [], make }, f.deps);
    await settle();
    expect(f.sent.flatMap((b) => b.events)).toEqual(queued.slice(0, 50));
    expect(f.stored()).toEqual(queued.slice(50));
    window.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    const targets = f.sent.flatMap((b) => b.events).map((e) => e.target);
    expect(targets).toEqual(queued.map((e) => e.target));
    expect(f.stored()).toEqual([]);
  });

  it('a refused beacon keeps its events for later, and leaving the page sends what waits', async () => {
    const f = fakeDeps();
    f.state.refuse = true;
    const add = startCollector({ url: 'u', site: 's', early: [], make }, f.deps);
    add(make('call'));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(f.stored()).toEqual([make('call')]);
  });
});
