// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createProgress, estimateLeft, formatDuration, progressLine } from './progress';

/** A stream that keeps what it was given, and a clock the test moves. */
function fakes(isTTY: boolean, columns?: number) {
  const chunks: string[] = [];
  let t = 1_000_000;
  return {
    chunks,
    stream: { isTTY, columns, write: (c: string) => chunks.push(c) },
    now: () => t,
    advance: (ms: number) => (t += ms),
  };
}

describe('the estimate', () => {
  it('is the average pace so far times what is left, and unknown before anything is done', () => {
    expect(estimateLeft(10_000, 0, 10)).toBeUndefined();
    expect(estimateLeft(10_000, 2, 10)).toBe(40_000);
    expect(estimateLeft(10_000, 10, 10)).toBe(0);
  });

  it('is said in seconds up to 100 s, then minutes, then hours', () => {
    expect(formatDuration(30_200)).toBe('31 s');
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(99_000)).toBe('99 s');
    expect(formatDuration(125_000)).toBe('2 min');
    expect(formatDuration(65 * 60_000)).toBe('65 min');
    expect(formatDuration(125 * 60_000)).toBe('2 h 5 min');
  });

  it('reads as the issue shows it', () => {
    expect(progressLine('images', 'photos', 41, 82, 31_000)).toBe('[images] 41/82 photos, 31 s left');
    expect(progressLine('fleet', 'tenants', 3, 12, 40_000)).toBe('[fleet] 3/12 tenants, 2 min left');
    expect(progressLine('fleet', 'tenants', 0, 12, 40_000)).toBe('[fleet] 0/12 tenants');
    expect(progressLine('fleet', 'tenants', 12, 12, 150_000)).toBe('[fleet] 12/12 tenants, done in 3 min');
  });
});

describe('progress in a log (not a terminal)', () => {
  it('prints one plain line per tenth of the work, with the time left, and nothing more', () => {
    const f = fakes(false);
    const p = createProgress({ label: 'images', unit: 'photos', total: 82, stream: f.stream, now: f.now });
    for (let done = 0; done <= 82; done++) {
      p.update(done, `photo ${done}`);
      // The same count again (a start and an end reported together) prints nothing new.
      p.update(done);
      f.advance(1000);
    }
    p.end();
    expect(f.chunks).toHaveLength(10);
    expect(f.chunks.every((c) => c.endsWith('\n') && !c.includes('\r'))).toBe(true);
    // The first at 9/82 (the first count past a tenth), the last when all is done.
    expect(f.chunks[0]).toBe('[images] 9/82 photos, 73 s left\n');
    expect(f.chunks[4]).toBe('[images] 41/82 photos, 41 s left\n');
    expect(f.chunks[9]).toBe('[images] 82/82 photos, done in 82 s\n');
    // The note (the item under way) is for the terminal's live line only.
    expect(f.chunks.join('')).not.toContain('photo ');
  });

  it('prints every item of a short list (each is more than a tenth)', () => {
    const f = fakes(false);
    const p = createProgress({ label: 'fleet', unit: 'tenants', total: 3, stream: f.stream, now: f.now });
    p.update(0, 'barton');
    f.advance(60_000);
    p.update(1);
    f.advance(60_000);
    p.update(2);
    f.advance(60_000);
    p.update(3);
    expect(f.chunks).toEqual(['[fleet] 1/3 tenants, 2 min left\n', '[fleet] 2/3 tenants, 60 s left\n', '[fleet] 3/3 tenants, done in 3 min\n']);
  });

  it('says nothing about no work', () => {
    const f = fakes(false);
    const p = createProgress({ label: 'fleet', unit: 'tenants', total: 0, stream: f.stream, now: f.now });
    p.update(0);
    p.end();
    expect(f.chunks).toEqual([]);
  });
});

describe('progress on a terminal', () => {
  it('rewrites one line in place, at most every redrawMs, and ends it with a newline', () => {
    const f = fakes(true, 80);
    const p = createProgress({ label: 'fleet', unit: 'tenants', total: 12, stream: f.stream, now: f.now, redrawMs: 200 });
    p.update(0, 'barton');
    f.advance(50);
    p.update(0, 'pinos'); // too soon: not drawn
    f.advance(10_000);
    p.update(3, 'oak');
    f.advance(30_000);
    p.update(12);
    p.end();
    p.end();
    expect(f.chunks).toEqual([
      '\r[fleet] 0/12 tenants · barton\x1b[K',
      '\r[fleet] 3/12 tenants, 31 s left · oak\x1b[K',
      '\r[fleet] 12/12 tenants, done in 41 s\x1b[K',
      '\n',
    ]);
  });

  it('cuts the line to the terminal width (a wrapped line cannot be rewritten)', () => {
    const f = fakes(true, 20);
    const p = createProgress({ label: 'fleet', unit: 'tenants', total: 12, stream: f.stream, now: f.now });
    p.update(1, 'a-very-long-tenant-name');
    expect(f.chunks[0]).toBe('\r[fleet] 1/12 tenant\x1b[K');
  });

  it('adds no newline when it never drew', () => {
    const f = fakes(true);
    createProgress({ label: 'fleet', unit: 'tenants', total: 5, stream: f.stream, now: f.now }).end();
    expect(f.chunks).toEqual([]);
  });
});
