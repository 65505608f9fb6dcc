import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks as hold, leavesPage, whenWanted, type HeldClicks } from './start-on-demand';
import { RECORD_SETTLED_ATTR } from '../contract/page-marks';
import { markHydrated } from '../../tests/support/app-marks';

/** Every holder a test made, stopped after it: the page's one holds for its whole life. */
const holders: HeldClicks[] = [];
const holdClicks = (win: Window & typeof globalThis) => {
  const h = hold(win);
  holders.push(h);
  return h;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(RECORD_SETTLED_ATTR);
  for (const h of holders.splice(0)) h.stop();
});

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('whenWanted', () => {
  it('waits for the visitor: a key, a touch, a wheel, a mouse move', async () => {
    for (const make of [
      () => new KeyboardEvent('keydown', { key: 'Shift' }),
      () => new WheelEvent('wheel'),
      () => Object.assign(new MouseEvent('pointermove'), { pointerType: 'mouse' }),
    ]) {
      const wanted = whenWanted(window, () => undefined);
      expect(await settled(wanted)).toBe(false);
      // Dispatched at the page: the window hears it in the capture phase.
      document.body.dispatchEvent(make());
      expect(await wanted).toBe(make().type);
    }
  });

  it("starts after a tap's answer has been drawn: not before its click, and not in the click's task", async () => {
    const wanted = whenWanted(window, () => undefined);
    document.body.dispatchEvent(new Event('pointerdown'));
    document.body.dispatchEvent(new Event('touchstart'));
    await new Promise((r) => requestAnimationFrame(r));
    // The finger is still down: the click (the menu opening) has not been answered yet.
    expect(await settled(wanted)).toBe(false);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(await settled(wanted), 'the frame showing the answer comes first').toBe(false);
    expect(await wanted).toBe('pointerdown');
  });

  it('a tap on a link to another page does not start the app of the page it leaves; if the page stays, the next act does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "navigation not implemented"
    document.body.innerHTML = '<a href="/tree-removal"><span>Tree removal</span></a>';
    const span = document.querySelector('span')!;
    const wanted = whenWanted(window, () => undefined);
    span.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    span.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(await settled(wanted), 'the page is leaving').toBe(false);
    // The navigation did not happen (jsdom does not navigate; a phone may fail to): the next act starts it.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await wanted).toBe('pointerdown');
  });

  it('a tap that stays on the page starts the app: a link the page cancels (a router), a section, a phone number, a new tab', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "navigation not implemented"
    document.body.innerHTML = '<a id="routed" href="/about">About</a><a href="#services">Services</a><a href="tel:+15550100">Call</a><a href="/x" target="_blank">New tab</a><a href="/y" download>File</a>';
    document.getElementById('routed')!.addEventListener('click', (e) => e.preventDefault());
    for (const link of document.querySelectorAll('a')) {
      const wanted = whenWanted(window, () => undefined);
      link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(await wanted, link.getAttribute('href')!).toBe('pointerdown');
    }
    expect(leavesPage(new MouseEvent('click'), window), 'no link').toBe(false);
  });

  it('starts when a touch becomes a scroll, or is held without a click', async () => {
    const scrolled = whenWanted(window, () => undefined);
    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new Event('pointercancel'));
    expect(await scrolled).toBe('touchstart');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    let started = false;
    const held = whenWanted(window, () => undefined).then((why) => (started = true) && why);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(600);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    expect(await held).toBe('pointerdown');
  });

  it('does not start for a pen or finger hovering, nor for nothing', async () => {
    const wanted = whenWanted(window, () => undefined);
    window.dispatchEvent(Object.assign(new MouseEvent('pointermove'), { pointerType: 'touch' }));
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(wanted)).toBe(false);
  });

  it('starts for a reason of the page, once, and stops listening', async () => {
    let start!: (why: string) => void;
    const spy = vi.spyOn(window, 'removeEventListener');
    const wanted = whenWanted(window, (s) => (start = s));
    start('record-changed');
    start('outbox');
    expect(await wanted).toBe('record-changed');
    expect(spy.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'touchstart', 'wheel', 'pointermove']));
    spy.mockRestore();
  });
});


/** Clicks each element while clicks are held: none has its default cancelled. */
function expectNotHeld(ids: string[]): void {
  const held = holdClicks(window);
  for (const id of ids) {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(click);
    expect(click.defaultPrevented, id).toBe(false);
  }
  held.release();
}

describe('holdClicks', () => {
  it('holds a click on a button and makes it again, once, when the app has hydrated it', async () => {
    document.body.innerHTML = '<button id="b">Open</button>';
    const button = document.getElementById('b')!;
    const seen: boolean[] = [];
    button.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    const held = holdClicks(window);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen, 'the page behind does not see it').toEqual([]);
    held.release();
    await new Promise((r) => requestAnimationFrame(r));
    expect(seen, 'not before hydration').toEqual([]);
    markHydrated(button);
    await vi.waitFor(() => expect(seen).toEqual([false]));
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(1);
    // Released: the next click goes straight through.
    button.click();
    expect(seen).toEqual([false, false]);
  });

  it('lets links navigate and ignores text', () => {
    document.body.innerHTML = '<a id="a" href="#x"><span id="s">Go</span></a><p id="p">Hi</p>';
    holdClicks(window).release();
    expectNotHeld(['s', 'p']);
  });

  it('does not hold a control the platform or the entry answers (a dialog command, data-native)', () => {
    document.body.innerHTML = '<button id="c" commandfor="d" command="show-modal">Menu</button><button id="n" data-native>Close</button><dialog id="d"></dialog>';
    expectNotHeld(['c', 'n']);
  });

  it('holds a form sent by Enter and sends it again when hydrated; a removed control is not clicked', async () => {
    document.body.innerHTML = '<form id="f"><input name="n"></form><button id="gone">x</button>';
    const form = document.getElementById('f') as HTMLFormElement;
    const gone = document.getElementById('gone')!;
    const submits: boolean[] = [];
    const held = holdClicks(window);
    gone.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    gone.remove();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits.push(true);
    });
    markHydrated(form);
    document.documentElement.setAttribute(RECORD_SETTLED_ATTR, '');
    held.release();
    await vi.waitFor(() => expect(submits).toEqual([true]));
  });

  it('after release, still holds a click the app cannot answer yet (a part whose code is downloading) and makes it once the part is hydrated', async () => {
    document.body.innerHTML = '<button id="menu">Menu</button><div id="late"><button id="play">Play</button></div>';
    const menu = document.getElementById('menu')!;
    const play = document.getElementById('play')!;
    const seen: string[] = [];
    for (const b of [menu, play]) b.addEventListener('click', () => seen.push(b.id));
    markHydrated(menu);
    const held = holdClicks(window);
    held.release();
    menu.click();
    expect(seen, 'a hydrated control answers at once').toEqual(['menu']);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    play.dispatchEvent(click);
    expect(click.defaultPrevented, 'not left to the page behind').toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual(['menu']);
    markHydrated(play);
    await vi.waitFor(() => expect(seen).toEqual(['menu', 'play']));
  });

  it("holds a tap on a control the page answers alone (a gallery photo) until its code has marked it, not until the app: hydrated first, it was made again with no one to answer", async () => {
    document.body.innerHTML = '<ul data-viewer="{}"><li><button id="tile">Open image 1 of 1</button></li></ul>';
    const tile = document.getElementById('tile')!;
    const seen: string[] = [];
    tile.addEventListener('click', () => tile.hasAttribute('data-native') && seen.push('opened'));
    holdClicks(window);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tile.dispatchEvent(click);
    expect(click.defaultPrevented, 'held while its code is coming').toBe(true);
    // The app hydrates the tile first (and has no viewer of its own): nothing is made yet.
    markHydrated(tile);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([]);
    // The viewer's code comes and marks it: the tap is made again, before the app is released.
    tile.setAttribute('data-native', '');
    await vi.waitFor(() => expect(seen).toEqual(['opened']));
  });

  it('holds a lead until the app holds the record the service answered: the build may name a relay the owner replaced', async () => {
    document.body.innerHTML = '<form id="f"><input name="n"><button id="send">Send</button></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    const send = document.getElementById('send')!;
    const submits: number[] = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submits.push(1);
    });
    markHydrated(form);
    markHydrated(send);
    const held = holdClicks(window);
    held.release();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(click);
    expect(click.defaultPrevented, 'not sent the old way, as a page load').toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(submits, 'not before the record is settled').toEqual([]);
    document.documentElement.setAttribute(RECORD_SETTLED_ATTR, '');
    await vi.waitFor(() => expect(submits).toEqual([1]));
    // From then on the form sends at once, once per click.
    send.click();
    expect(submits).toEqual([1, 1]);
  });
});
