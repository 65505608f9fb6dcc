import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWERS, runEarlyAnswers, type EarlyAnswer, type Stage } from './early-answers';
import { CARD_TURN_ATTR, FACE_ATTR, FLIPPED_ATTR } from '../contract/page-marks';

const here = path.dirname(new URL(import.meta.url).pathname);
const read = (file: string) => readFileSync(path.join(here, file), 'utf8');

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const row = (name: string, stage: Stage, selector: string, start: EarlyAnswer['start'] = () => undefined): EarlyAnswer => ({ name, stage, selector, start: vi.fn(start) });

describe('the registry of early answers', () => {
  it('runs the rows of a stage whose marks are on the page, through that stage\'s timing, and no others', async () => {
    document.body.innerHTML = '<button data-a></button><div data-c></div>';
    const rows = [row('a', 'painted', '[data-a]'), row('b', 'painted', '[data-b]'), row('c', 'styled', '[data-c]')];
    const scheduled: string[] = [];
    runEarlyAnswers('painted', document, async (work) => {
      scheduled.push('task');
      return work();
    }, undefined, rows);
    await Promise.resolve();
    expect(rows.map((r) => vi.mocked(r.start).mock.calls.length)).toEqual([1, 0, 0]);
    expect(scheduled).toEqual(['task']);
    runEarlyAnswers('styled', document, undefined, undefined, rows);
    expect(vi.mocked(rows[2]!.start)).toHaveBeenCalledTimes(1);
  });

  it('a row that cannot start is told in the console and the others still start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<i data-x></i>';
    const rows = [row('The broken', 'painted', '[data-x]', () => Promise.reject(new Error('no signal'))), row('The next', 'painted', '[data-x]')];
    expect(() => runEarlyAnswers('painted', document, undefined, undefined, rows)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The broken could not start:', expect.any(Error)));
    expect(vi.mocked(rows[1]!.start)).toHaveBeenCalledTimes(1);
  });

  it("hands the app's reason to a row that starts it (the home popup)", () => {
    document.body.innerHTML = '<i data-x></i>';
    const startApp = vi.fn();
    runEarlyAnswers('record', document, undefined, startApp, [row('popup', 'record', '[data-x]', (_doc, start) => start('home-popup'))]);
    expect(startApp).toHaveBeenCalledWith('home-popup');
  });

  it("the real table's entry stage answers the card's Rotate in the same task", () => {
    document.body.innerHTML = `<button ${CARD_TURN_ATTR}="s" aria-controls="card">Rotate</button><p id="s"></p>
      <div id="card"><div ${FLIPPED_ATTR}="false"><div ${FACE_ATTR}="contact"></div><div ${FACE_ATTR}="services" inert></div></div></div>`;
    runEarlyAnswers('entry', document);
    document.querySelector('button')!.click();
    expect(document.querySelector(`[${FLIPPED_ATTR}]`)!.getAttribute(FLIPPED_ATTR)).toBe('true');
    expect(document.querySelector(`[${FACE_ATTR}="contact"]`)!.getAttribute('aria-hidden')).toBe('true');
  });

  it('names every early module of src/entry, and main.tsx starts none of them itself', () => {
    const registry = read('early-answers.ts');
    const early = readdirSync(here).filter((f) => /^(early-(?!answers)|slider-drag|live-state|home-popup-early|card-turn)[\w-]*\.ts$/.test(f));
    expect(early.length).toBeGreaterThanOrEqual(7);
    // Reached from the registry: imported there, or by a row's module (the menu's chunk loads the viewer and the player).
    const reached = registry + read('early-menu.ts') + read('card-turn.ts');
    for (const file of early) expect(reached, file).toContain(`'./${file.replace(/\.ts$/, '')}'`);
    const main = read('../main.tsx');
    for (const file of early) expect(main, file).not.toContain(`/entry/${file.replace(/\.ts$/, '')}'`);
    expect(new Set(EARLY_ANSWERS.map((r) => r.stage))).toEqual(new Set(['entry', 'idle', 'painted', 'styled', 'record']));
  });
});
