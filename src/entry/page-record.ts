import type { SiteData } from '../site-data/schema';
import { pageJson } from '../utils/page-json';

/**
 * The id of a prerendered page's record tag: it names the file the build wrote beside the pages
 * (`data-src`) with the parsed record the page was built from, for hydration. It was produced by
 * our own build from the parser's output, so the page trusts its shape after a cheap check, and
 * needs no parser to start.
 */
export const PAGE_RECORD_ID = 'canopy-record';

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

/**
 * Serialises data a page reads (its record and photo map files, its settings block), escaped so
 * it is also safe inside a `<script type="application/json">` block (no `</script>` break-out).
 */
export function toPageJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function looksParsed(v: unknown): v is SiteData {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.dbPrincipal === 'object' && d.dbPrincipal !== null && Array.isArray(d.dbServices) && Array.isArray(d.simpleWidgets);
}

/** The fingerprint of the raw record the page's one was parsed from (src/site-data/fingerprint.ts). */
export function readPageRecordFingerprint(doc: Document): string | undefined {
  return doc.getElementById(PAGE_RECORD_ID)?.getAttribute('data-fingerprint') || undefined;
}

/**
 * The parsed record a page was built from (`pageJson`). Undefined when there is none or it
 * cannot be had (the page then renders from the live record, as the shell does).
 */
export async function loadPageRecord(doc: Document, fetchImpl: typeof fetch = fetch): Promise<SiteData | undefined> {
  try {
    const v = await pageJson(doc, PAGE_RECORD_ID, fetchImpl);
    return looksParsed(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
