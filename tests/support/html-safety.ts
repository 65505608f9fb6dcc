import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { placeholderImage } from '../../src/utils/placeholder';

/**
 * Checks the HTML the app rendered from a record the way a browser would read it (parse5 is
 * the HTML parser jsdom uses): URLs only with allowed schemes, and record text never turned
 * into markup. Returns human-readable problems; an empty list means the HTML is safe.
 */

/** Text the property tests plant in record strings; it may only ever surface as text or an attribute value. */
export const MARKER = 'CANOPY_XSS_MARKER';

/** Attributes a browser loads or navigates to. */
const URL_ATTRS = new Set(['href', 'src', 'srcset', 'imagesrcset', 'poster', 'action', 'formaction', 'data', 'background', 'ping', 'cite', 'xlink:href', 'manifest', 'codebase']);
const SRCSET_ATTRS = new Set(['srcset', 'imagesrcset']);
const ALLOWED_SCHEMES = new Set(['https:', 'http:', 'tel:', 'mailto:', 'sms:']);
/** Elements the app never renders; any of them means record text became markup. */
const FORBIDDEN_ELEMENTS = new Set(['object', 'embed', 'base', 'applet', 'frame', 'frameset']);

/** What a browser's URL parser does first: strip C0 controls and spaces at the ends, drop tabs and newlines. */
function normalise(url: string): string {
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** Why a URL attribute value is unsafe, or null when it is fine. */
export function unsafeUrlReason(raw: string, attr: string, tag: string): string | null {
  const url = normalise(raw);
  if (url === '') return null;
  // Our own placeholder (SafeImage's fallback) is the only data: URL allowed, and only on images.
  if (url === placeholderImage && (attr === 'src' || attr === 'href')) return null;
  if (/^[\\/]{2}/.test(url)) return `protocol-relative URL in <${tag} ${attr}>: ${JSON.stringify(raw.slice(0, 80))}`;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  if (scheme && !ALLOWED_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`))
    return `unsafe scheme in <${tag} ${attr}>: ${JSON.stringify(raw.slice(0, 80))}`;
  return null;
}

function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

function isElement(n: T.ChildNode | T.ParentNode): n is T.Element {
  return 'tagName' in n;
}

function textOf(el: T.Element): string {
  return el.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : isElement(c) ? textOf(c) : '')).join('');
}

export interface HtmlCheck {
  problems: string[];
  /** How many times the marker was seen as text or attribute value (to know the test reached the output). */
  markerInText: number;
}

/** Checks one rendered page (`renderPage`'s html and styles). */
export function checkRenderedHtml(html: string, styles = ''): HtmlCheck {
  const problems: string[] = [];
  let markerInText = 0;
  const doc = parse(html);
  const marker = MARKER.toLowerCase();

  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text' && 'value' in child && child.value.includes(MARKER)) markerInText++;
      if (!isElement(child)) continue;
      const tag = child.tagName.toLowerCase();
      if (tag.includes(marker)) problems.push(`record text became an element: <${tag}>`);
      if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`forbidden element <${tag}>`);
      if (tag === 'script') {
        // The app renders no script of its own inside the page body except JSON-LD, which must stay valid JSON.
        const type = child.attrs.find((a) => a.name === 'type')?.value;
        if (type !== 'application/ld+json') problems.push(`a <script${type ? ` type=${type}` : ''}> in the page`);
        else {
          try {
            JSON.parse(textOf(child));
          } catch {
            problems.push('JSON-LD script broken by record text');
          }
        }
      }
      if ((tag === 'style' || tag === 'script') && textOf(child).includes(MARKER)) problems.push(`record text inside <${tag}>`);
      if (tag === 'meta' && child.attrs.some((a) => a.name === 'http-equiv' && /refresh/i.test(a.value)))
        problems.push('meta refresh in the page');
      if (tag === 'img' && child.attrs.some((a) => a.name === 'src' && a.value.trim() === 'x')) problems.push('<img src=x> in the page');
      for (const { name, value } of child.attrs) {
        const attr = name.toLowerCase();
        if (attr.includes(marker)) problems.push(`record text became an attribute name on <${tag}>: ${attr}`);
        if (attr.startsWith('on')) problems.push(`event-handler attribute on <${tag}>: ${attr}=${JSON.stringify(value.slice(0, 60))}`);
        if (attr === 'srcdoc') problems.push(`<${tag} srcdoc> in the page`);
        if (value.includes(MARKER)) markerInText++;
        if (attr === 'style' && /(?:javascript|vbscript):|expression\(/i.test(value)) problems.push(`script in a style attribute on <${tag}>`);
        if (URL_ATTRS.has(attr)) {
          for (const url of SRCSET_ATTRS.has(attr) ? srcsetUrls(value) : [value]) {
            const reason = unsafeUrlReason(url, attr, tag);
            if (reason) problems.push(reason);
          }
        }
      }
      visit(child);
      if (tag === 'template' && 'content' in child) visit((child as T.Template).content);
    }
  };
  visit(doc);

  // The same facts on the raw text, in case the parser and a browser ever disagree.
  const lower = html.toLowerCase();
  if (/<img\s+src=["']?x\b/.test(lower)) problems.push('raw "<img src=x" in the HTML');
  if (/<svg[^>]*\sonload/.test(lower)) problems.push('raw "<svg onload" in the HTML');
  if (/<script\b(?![^>]*application\/ld\+json)/.test(lower)) problems.push('raw "<script" in the HTML');

  if (styles.includes(MARKER)) problems.push('record text inside the critical CSS');
  if (/(?:javascript|vbscript):|expression\(/i.test(styles)) problems.push('script URL or expression() in the critical CSS');
  const opens = (styles.match(/<style\b/g) ?? []).length;
  const closes = (styles.match(/<\/style>/g) ?? []).length;
  if (opens !== closes) problems.push('critical CSS breaks out of its <style> tags');
  return { problems, markerInText };
}
