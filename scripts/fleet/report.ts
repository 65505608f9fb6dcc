import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * `fleet-report.json`: what one run (or one shard) did to each tenant. The
 * dashboard (dashboard-html.ts) is drawn from it alone, so shards' reports can be merged into
 * one page later. Read back through this schema: a report of an older
 * fleet, without the dashboard's and progress fields, still reads (they default to empty).
 */
export const STATUSES = ['built', 'unchanged', 'failed', 'held'] as const;

export const tenantReportSchema = z.object({
  id: z.string(),
  status: z.enum(STATUSES),
  /** Why it failed or was held, or what changed (`record`, `settings`, `code`, `forced`, `first build`). */
  reason: z.string(),
  /** Validator findings on the record (`npm run validate-record` would print them). */
  warnings: z.number(),
  /** Those findings, `path: message` (at most MAX_WARNINGS; `warnings` counts them all). */
  warningList: z.array(z.string()).default([]),
  /** Pages of the site now published (for a failed or held tenant, its previous site's). */
  pages: z.number(),
  jsKb: z.number(),
  imageKb: z.number(),
  /** The published home page's HTML. */
  homeKb: z.number().default(0),
  /** The JavaScript the home page's HTML names (scripts and module preloads), uncompressed. */
  homeJsKb: z.number().default(0),
  seconds: z.number(),
  /** When the tenant's work ended (ISO 8601); an older report's entries take the report's time. */
  at: z.string().default(''),
  /** The published home page relative to the report's folder (`<id>/index.html`), or null when none is published. */
  site: z.string().nullable().default(null),
  /** The tenant's public address (`siteUrl`), when its settings give one. */
  siteUrl: z.string().nullable().default(null),
});

export type TenantReport = z.output<typeof tenantReportSchema>;
export type Status = TenantReport['status'];

export const fleetReportSchema = z.object({
  generatedAt: z.string(),
  code: z.string(),
  /** `i/n`, or null for a run over the whole list. */
  shard: z.string().nullable(),
  tenants: z.array(tenantReportSchema),
});

export type FleetReport = z.output<typeof fleetReportSchema>;

export const MAX_WARNINGS = 200;

/** Reads a report file; throws with the file's name and what is wrong with it. */
export function readReport(file: string): FleetReport {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not readable: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = fleetReportSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`${file} is not a fleet report: ${first.path.join('.') || '(file)'} ${first.message}`);
  }
  const report = parsed.data;
  for (const t of report.tenants) if (!t.at) t.at = report.generatedAt;
  return report;
}

/** One tenant on the dashboard: its report and the link to its site from the page. */
export interface DashboardRow extends TenantReport {
  /** Relative to the dashboard page, or null when no site is published. */
  href: string | null;
}

export interface DashboardRun {
  generatedAt: string;
  code: string;
  shard: string | null;
  tenants: number;
}

export interface DashboardData {
  rows: DashboardRow[];
  runs: DashboardRun[];
}

/** A relative path as a URL path: each segment encoded, so a name cannot become markup or a scheme. */
const urlPath = (rel: string) => rel.split(/[\\/]/).map((s) => (s === '..' || s === '.' ? s : encodeURIComponent(s))).join('/');

/**
 * The dashboard's data from one or more reports (shards of one fleet): `from` is each report's
 * folder relative to the page's (`''` beside it), so each site's link is rebased. A tenant in
 * two reports (an old report of a shard count since changed) is shown once, from the later.
 */
export function dashboardData(reports: ReadonlyArray<{ report: FleetReport; from: string }>): DashboardData {
  const rows = new Map<string, DashboardRow>();
  for (const { report, from } of reports) {
    for (const t of report.tenants) {
      const row: DashboardRow = { ...t, href: t.site === null ? null : urlPath(path.posix.join(from.split(path.sep).join('/') || '.', t.site)) };
      const seen = rows.get(t.id);
      if (!seen || seen.at < row.at) rows.set(t.id, row);
    }
  }
  return {
    rows: [...rows.values()],
    runs: reports.map(({ report }) => ({ generatedAt: report.generatedAt, code: report.code, shard: report.shard, tenants: report.tenants.length })),
  };
}
