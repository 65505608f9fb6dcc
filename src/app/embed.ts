import type { SiteData } from '../site-data/schema';
import { embeddedJson } from '../utils/embedded-json';

/**
 * The parsed record a prerendered page was built from, embedded as inert JSON for hydration.
 * It was produced by our own build from the parser's output, so the page trusts its shape
 * after a cheap check, and needs no parser to start.
 */
export const EMBED_ID = 'canopy-record';

/** The `<template>` of a prerendered page's script preloads, added to <head> after the first paint. */
export const PRELOADS_ID = 'canopy-preloads';

/**
 * The elements a prerendered page keeps in an inert `<template>` until it has painted (its
 * script preloads, its below-the-fold stylesheet: scripts/prerender.ts), taken out of it for
 * the caller to put in <head>; none when the page has no such template.
 */
export function takeFromTemplate(doc: Document, id: string): Element[] {
  const template = doc.getElementById(id);
  return template instanceof HTMLTemplateElement ? [...template.content.children] : [];
}

/** Serialises data for a `<script type="application/json">` block (no `</script>` break-out). */
export function embedRecordJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function looksParsed(v: unknown): v is SiteData {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.dbPrincipal === 'object' && d.dbPrincipal !== null && Array.isArray(d.dbServices) && Array.isArray(d.simpleWidgets);
}

/** The fingerprint of the raw record the embedded one was parsed from (src/site-data/fingerprint.ts). */
export function readEmbeddedFingerprint(doc: Document): string | undefined {
  return doc.getElementById(EMBED_ID)?.getAttribute('data-fingerprint') || undefined;
}

/**
 * The parsed record a page was built from (`embeddedJson`). Undefined when there is none or it
 * cannot be had (the page then renders from the live record, as the shell does).
 */
export async function loadEmbeddedData(doc: Document, fetchImpl: typeof fetch = fetch): Promise<SiteData | undefined> {
  try {
    const v = await embeddedJson(doc, EMBED_ID, fetchImpl);
    return looksParsed(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
