import { BELOW_FOLD_ATTR } from '../contract/page-marks';

/**
 * The server-rendered HTML as the first screen needs it: every element marked below the fold
 * (`belowFold`) kept, its content left out. The prerender inlines only the styles this HTML uses
 * (src/entry-server.tsx). Safe on React's output: text and attribute values never hold a raw
 * `<`, `>` or `"`, so the marker and the tags are found as written.
 */
export function firstScreenHtml(html: string): string {
  const marker = ` ${BELOW_FOLD_ATTR}=""`;
  let out = '';
  let pos = 0;
  for (;;) {
    const at = html.indexOf(marker, pos);
    if (at < 0) break;
    const open = html.lastIndexOf('<', at);
    const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(open, at))?.[1];
    const startEnd = html.indexOf('>', at);
    const close = name && startEnd > 0 ? closingTag(html, name, startEnd + 1) : -1;
    if (close < 0) break;
    out += html.slice(pos, startEnd + 1);
    pos = close;
  }
  return out + html.slice(pos);
}

/** Where the element opened before `from` closes (its `</name>`), or -1. */
function closingTag(html: string, name: string, from: number): number {
  const tag = new RegExp(`<(/?)${name}(?=[\\s/>])`, 'gi');
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (!m[1]) depth++;
    else if (--depth === 0) return m.index;
  }
  return -1;
}
