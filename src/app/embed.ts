/** The record a prerendered page was built from, embedded as inert JSON for hydration. */
export const EMBED_ID = 'canopy-record';

/** Serialises the record for a `<script type="application/json">` block (no `</script>` break-out). */
export function embedRecordJson(raw: unknown): string {
  return JSON.stringify(raw).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function readEmbeddedRecord(doc: Document): unknown {
  const el = doc.getElementById(EMBED_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as unknown;
  } catch {
    return undefined;
  }
}
