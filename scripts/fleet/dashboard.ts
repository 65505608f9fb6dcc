/**
 * The fleet dashboard's file and command. Every run writes `<out>/index.html`
 * from its own report (`writeDashboard`); shards' reports are merged into one page with
 *
 *   npx tsx scripts/fleet/dashboard.ts --merge sites-1/fleet-report.json sites-2/fleet-report.json --out index.html
 *
 * Each site's link is rebased to where the merged page is written. The page is for operators,
 * never published with a tenant (deploy/README.md § A fleet): it sits beside the tenant
 * folders, and a tenant id has no dot (tenants.ts), so no tenant can be called `index.html`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../fs-atomic';
import { renderDashboard } from './dashboard-html';
import { dashboardData, readReport, type FleetReport } from './report';

export const DASHBOARD_FILE = 'index.html';

/** The one-run page, beside the report it is drawn from. */
export function writeDashboard(outDir: string, report: FleetReport): void {
  writeFileAtomic(path.join(outDir, DASHBOARD_FILE), renderDashboard(dashboardData([{ report, from: '' }]), { generatedAt: report.generatedAt }));
}

export interface MergeArgs {
  reports: string[];
  out: string;
}

export function parseDashboardArgs(argv: readonly string[]): MergeArgs | string {
  const args: MergeArgs = { reports: [], out: '' };
  let merging = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--merge') merging = true;
    else if (a === '--out') {
      args.out = argv[++i] ?? '';
      merging = false;
    } else if (a.startsWith('--')) return `unknown option ${a}`;
    else if (merging) args.reports.push(a);
    else return `${a}: report files go after --merge`;
  }
  if (!args.reports.length) return '--merge <fleet-report.json>... needs at least one report';
  if (!args.out) return '--out <file.html> is required';
  return args;
}

/** The merged page of these reports, with links relative to `out`'s folder. */
export function mergeDashboards({ reports, out }: MergeArgs): string {
  const page = path.dirname(path.resolve(out));
  const sources = reports.map((file) => ({ report: readReport(file), from: path.relative(page, path.dirname(path.resolve(file))) }));
  const html = renderDashboard(dashboardData(sources));
  fs.mkdirSync(page, { recursive: true });
  writeFileAtomic(path.resolve(out), html);
  return html;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = parseDashboardArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`dashboard: ${args}\nusage: npx tsx scripts/fleet/dashboard.ts --merge <fleet-report.json>... --out <file.html>`);
    process.exit(2);
  }
  try {
    mergeDashboards(args);
    console.log(`[fleet] dashboard of ${args.reports.length} reports: ${args.out}`);
  } catch (err) {
    console.error(`[fleet] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
