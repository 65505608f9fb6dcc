import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { matrixToPath, qrSvg } from './qr-svg';

/** Reads the path back into a module matrix, to prove nothing is lost in the drawing. */
function pathToMatrix(path: string, size: number, margin: number): boolean[][] {
  const n = size - margin * 2;
  const m = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i++) m[Number(y) - margin]![Number(x) - margin + i] = true;
  }
  return m;
}

function finderAt(m: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      // dark outer ring (3), light ring (2), dark 3x3 centre (0-1)
      if (m[top + y]![left + x] !== (ring !== 2)) return false;
    }
  return true;
}

describe('QR code as SVG', () => {
  const url = 'https://acme-trees.example/digitalcard';

  it('draws exactly the encoded modules, with a 4-module quiet zone', () => {
    const { data, size } = encode(url, { ecc: 'H', border: 0 });
    const svg = qrSvg(url);
    expect(svg.size).toBe(size + 8);
    expect(pathToMatrix(svg.path, svg.size, 4)).toEqual(data);
  });

  it('has the three finder patterns in the corners', () => {
    const svg = qrSvg(url);
    const m = pathToMatrix(svg.path, svg.size, 4);
    const n = m.length;
    expect(n).toBeGreaterThanOrEqual(21);
    expect((n - 21) % 4).toBe(0); // QR versions grow by 4 modules
    expect(finderAt(m, 0, 0)).toBe(true);
    expect(finderAt(m, 0, n - 7)).toBe(true);
    expect(finderAt(m, n - 7, 0)).toBe(true);
    expect(finderAt(m, n - 7, n - 7)).toBe(false);
  });

  it('merges horizontal runs into one path segment each', () => {
    expect(matrixToPath([[true, true, false, true]], 0).path).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
    expect(matrixToPath([[false]], 2)).toEqual({ size: 5, path: '' });
  });

  it('changes with the URL it encodes', () => {
    expect(qrSvg('https://a.example/').path).not.toBe(qrSvg('https://b.example/').path);
  });
});
