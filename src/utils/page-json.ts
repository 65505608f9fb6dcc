/**
 * The JSON of a page's data tag `id`: inline, or in the file beside the pages its `data-src` names
 * (scripts/prerender.ts writes the record and the photo map that way; their preloads are in the
 * after-paint template). Undefined when the page has no such tag; throws when the JSON cannot
 * be had (an answer that is not ok, a network error, broken JSON).
 */
export async function pageJson(doc: Document, id: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const el = doc.getElementById(id);
  if (el?.textContent) return JSON.parse(el.textContent) as unknown;
  const src = el?.getAttribute('data-src');
  if (!src) return undefined;
  const res = await fetchImpl(src);
  if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
  return (await res.json()) as unknown;
}
