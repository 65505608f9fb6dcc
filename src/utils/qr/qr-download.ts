import { downloadBlob, fileBaseName, loadCardPhoto } from '../files';
import { qrSvgDocument } from './qr-document';

export type QrFormat = 'svg' | 'png';

/** Width of the printable PNG: sharp enough for a truck decal or a yard sign. */
export const PNG_PX = 2048;

/** Draws an SVG file onto a canvas `width` px wide and returns the PNG. */
export async function svgToPng(svg: string, width: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round((width * img.naturalHeight) / img.naturalWidth);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Downloads the QR code for print: the business name under it, and the build's copy of the logo
 * in the centre (same-origin data, so the canvas stays readable). Loaded on demand.
 */
export async function downloadQr({ format, text, name, logo, kind }: { format: QrFormat; text: string; name: string; logo?: string; kind: string }): Promise<void> {
  const jpeg = await loadCardPhoto(logo);
  const svg = qrSvgDocument(text, { logo: jpeg ? `data:image/jpeg;base64,${jpeg}` : undefined, caption: name.trim() || undefined });
  const file = `${fileBaseName(name)}-qr-${kind}`;
  if (format === 'svg') downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${file}.svg`);
  else downloadBlob(await svgToPng(svg, PNG_PX), `${file}.png`);
}
