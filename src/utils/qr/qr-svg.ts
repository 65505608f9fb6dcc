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

/**
 * The QR code of a text (the site URL, or the contact itself), computed on the device: no
 * service, works offline. Error correction H (30 % of the modules may be lost) leaves room for
 * the logo drawn over the centre (see logoBox).
 */
export function qrSvg(text: string, margin = 4, ecc: 'M' | 'H' = 'H'): QrSvg {
  const { data } = encode(text, { ecc, border: 0 });
  return matrixToPath(data, margin);
}

/** Share of the code's side (quiet zone excluded) the logo's white pad covers: 0.24² ≈ 6 % of the area, well under 20 %. */
export const LOGO_SIDE = 0.24;

/** Where the logo goes, in modules: a centred square, padded with white, module-aligned. */
export function logoBox(qr: QrSvg, margin = 4): { x: number; y: number; side: number } {
  const n = qr.size - margin * 2;
  let side = Math.round(n * LOGO_SIDE);
  if ((n - side) % 2) side -= 1;
  const at = margin + (n - side) / 2;
  return { x: at, y: at, side };
}
