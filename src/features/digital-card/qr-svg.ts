import { encode } from 'uqr';

export interface QrSvg {
  /** Width and height of the viewBox in modules, quiet zone included. */
  size: number;
  /** One path drawing every dark module (horizontal runs merged). */
  path: string;
}

/**
 * A QR module matrix as one SVG path: each horizontal run of dark modules becomes
 * `M{x} {y}h{run}v1h-{run}z`, offset by a quiet-zone margin (4 modules per the QR standard).
 */
export function matrixToPath(matrix: readonly (readonly boolean[])[], margin = 4): QrSvg {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      let run = 1;
      while (row[x + run]) run++;
      parts.push(`M${x + margin} ${y + margin}h${run}v1h-${run}z`);
      x += run;
    }
  });
  return { size: matrix.length + margin * 2, path: parts.join('') };
}

/** The QR code of a text (the site URL), computed on the device: no service, works offline. */
export function qrSvg(text: string, margin = 4): QrSvg {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  return matrixToPath(data, margin);
}
