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

/** Escapes text for an SVG/XML attribute or text node. */
export function xmlEscape(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface QrArtOptions {
  /** An image URL (on screen) or a data: URL (downloads) drawn in the centre. */
  logo?: string;
  /** A line under the code (the business name on prints). */
  caption?: string;
}

/**
 * A standalone SVG file of the code: white background, black modules, optional logo on a white
 * pad in the centre and optional caption below. Pixel size is left to the viewer (print at any size).
 */
export function qrSvgDocument(text: string, { logo, caption }: QrArtOptions = {}): string {
  const qr = qrSvg(text);
  const captionH = caption ? Math.max(4, Math.round(qr.size * 0.12)) : 0;
  const w = qr.size;
  const h = qr.size + captionH;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${w} ${h}" width="${w * 16}" height="${h * 16}" shape-rendering="crispEdges">`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    `<path d="${qr.path}" fill="#000"/>`,
  ];
  if (logo) {
    const b = logoBox(qr);
    const pad = 0.5;
    parts.push(
      `<rect x="${b.x}" y="${b.y}" width="${b.side}" height="${b.side}" rx="1" fill="#fff"/>`,
      `<image x="${b.x + pad}" y="${b.y + pad}" width="${b.side - pad * 2}" height="${b.side - pad * 2}" preserveAspectRatio="xMidYMid meet" href="${xmlEscape(logo)}" xlink:href="${xmlEscape(logo)}"/>`,
    );
  }
  if (caption) {
    // Bold sans-serif glyphs average ~0.65 em: shrink a long name so it fits inside the quiet zone.
    const fontSize = Math.round(Math.min(captionH * 0.5, (w - 4) / (0.65 * Math.max(1, [...caption].length))) * 100) / 100;
    parts.push(
      `<text x="${w / 2}" y="${qr.size + captionH * 0.3}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" fill="#000">${xmlEscape(caption)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
