/** The size mail apps keep without clipping or flagging a signature. */
export const SIGNATURE_MAX_BYTES = 10 * 1024;

/**
 * What makes an email signature break in mail apps, as a list of faults (empty when
 * none): `<style>`, `<link>`, `<svg>` or `<script>` (dropped or refused by Gmail and Outlook), an
 * image without an absolute http(s) address, width, height or alt, over 10 KB.
 */
export function signatureFaults(html: string): string[] {
  const faults: string[] = [];
  for (const tag of ['style', 'link', 'svg', 'script']) if (new RegExp(`<${tag}[\\s>/]`, 'i').test(html)) faults.push(`has <${tag}>`);
  const bytes = new TextEncoder().encode(html).length;
  if (bytes > SIGNATURE_MAX_BYTES) faults.push(`${bytes} bytes`);
  for (const img of html.match(/<img\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
    if (!/^https?:\/\//.test(attr('src') ?? '')) faults.push(`image without an absolute src: ${img}`);
    if (!/^\d+$/.test(attr('width') ?? '') || !/^\d+$/.test(attr('height') ?? '')) faults.push(`image without width and height: ${img}`);
    if (!attr('alt')) faults.push(`image without alt text: ${img}`);
  }
  return faults;
}
