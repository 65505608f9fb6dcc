import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks, whenWanted } from './start-on-demand';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
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
      () => new Event('touchstart'),
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

/** What React leaves on an element it has hydrated (start-on-demand checks for it). */
const markHydrated = (el: Element) => Object.assign(el, { __reactProps$test: {} });

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
    const held = holdClicks(window);
    for (const id of ['s', 'p']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      expect(click.defaultPrevented, id).toBe(false);
    }
    held.release();
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
    held.release();
    await vi.waitFor(() => expect(submits).toEqual([true]));
  });
});
