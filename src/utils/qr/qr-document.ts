import { logoBox, qrSvg } from './qr-svg';

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
