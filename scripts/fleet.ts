/**
 * `npm run fleet -- --tenants tenants.json --out sites/ [--force] [--jobs 2] [--shard i/n]
 *   [--tenant-timeout 600] [--publish-held <id>] [--watch --interval 60]`
 *
 * Builds every tenant of the list into `<out>/<id>/` (exactly what `npm run build` with that
 * tenant's variables makes), skipping tenants whose record, settings and code are unchanged
 * since their last good build. A tenant that fails or runs over its time limit keeps its
 * previous site; one whose build would remove most of its published pages is held until
 * `--publish-held <id>`; the exit status is 1 when any failed or is held. With --watch it then
 * polls the records every --interval seconds and rebuilds the tenants whose record changed.
 * One run at a time per output (a lock file). README § Operating a fleet; scripts/fleet/.
 */
import path from 'node:path';
import { parseShard, type Shard } from './fleet/shard';
import { readTenantsFile } from './fleet/tenants';
import { lockOutput, REPORT_FILE, reportTable, runFleet, TENANT_TIMEOUT_MS, type TenantReport } from './fleet/run';
import { DASHBOARD_FILE } from './fleet/dashboard';
import { createProgress, type Progress } from './progress';

interface Args {
  tenants: string;
  out: string;
  force: boolean;
  shard?: Shard;
  watch: boolean;
  interval: number;
  jobs: number;
  /** Seconds. */
  tenantTimeout: number;
  publishHeld: string[];
}

export function parseFleetArgs(argv: readonly string[]): Args | string {
  const args: Args = { tenants: '', out: 'sites', force: false, watch: false, interval: 60, jobs: 1, tenantTimeout: TENANT_TIMEOUT_MS / 1000, publishHeld: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i] ?? '';
    if (a === '--tenants') args.tenants = value();
    else if (a === '--out') args.out = value();
    else if (a === '--force') args.force = true;
    else if (a === '--watch') args.watch = true;
    else if (a === '--interval') args.interval = Number(value());
    else if (a === '--jobs') args.jobs = Number(value());
    else if (a === '--tenant-timeout') args.tenantTimeout = Number(value());
    else if (a === '--publish-held') {
      const id = value();
      if (!id || id.startsWith('--')) return '--publish-held needs a tenant id';
      args.publishHeld.push(id);
    }
    else if (a === '--shard') {
      const s = parseShard(value());
      if (typeof s === 'string') return s;
      args.shard = s;
    } else return `unknown option ${a}`;
  }
  if (!args.tenants) return '--tenants <file> is required';
  if (!Number.isFinite(args.interval) || args.interval < 5) return '--interval must be at least 5 (seconds)';
  if (!Number.isInteger(args.jobs) || args.jobs < 1 || args.jobs > 16) return '--jobs must be a whole number from 1 to 16';
  if (!Number.isFinite(args.tenantTimeout) || args.tenantTimeout < 1) return '--tenant-timeout must be at least 1 (seconds)';
  return args;
}

/**
 * The run's progress on stderr (scripts/progress.ts): `[fleet] 3/12 tenants, 2 min left`, a
 * live line on a terminal, a line per tenth of the tenants in a log.
 */
function fleetProgress(): { onTenant(done: number, total: number, id: string): void; onTenantDone(done: number, total: number): void; end(): void } {
  let progress: Progress | undefined;
  const start = (total: number) => (progress ??= createProgress({ label: 'fleet', unit: 'tenants', total, stream: process.stderr }));
  return {
    onTenant: (done, total, id) => start(total).update(done, `building or checking ${id}`),
    onTenantDone: (done, total) => start(total).update(done),
    end: () => progress?.end(),
  };
}

function summary(rows: readonly TenantReport[]): string {
  const n = (s: string) => rows.filter((r) => r.status === s).length;
  return `[fleet] ${n('built')} built, ${n('unchanged')} unchanged, ${n('failed')} failed${n('held') ? `, ${n('held')} held` : ''}`;
}

async function main(): Promise<number> {
  const args = parseFleetArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`fleet: ${args}\nusage: npm run fleet -- --tenants tenants.json --out sites/ [--force] [--jobs N] [--shard i/n] [--tenant-timeout 600] [--publish-held <id>] [--watch --interval 60]`);
    return 2;
  }
  const list = readTenantsFile(args.tenants);
  for (const e of list.errors) console.error(`[fleet] ${args.tenants}: ${e}`);
  if (!list.tenants.length) return 1;
  for (const id of args.publishHeld) if (!list.tenants.some((t) => t.id === id)) console.error(`[fleet] --publish-held ${id}: no such tenant in ${args.tenants}`);
  const outDir = path.resolve(args.out);
  // The output is this run's until it stops (also across --watch rounds); a second run refuses.
  let unlock: () => void;
  try {
    unlock = lockOutput(outDir, args.shard);
  } catch (err) {
    console.error(`[fleet] ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  process.on('exit', () => unlock());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  const once = async (force: boolean, publishHeld: string[], showProgress: boolean) => {
    const progress = fleetProgress();
    try {
      return await runFleet({
        tenants: list.tenants,
        outDir,
        force,
        shard: args.shard,
        ...(showProgress ? { onTenant: progress.onTenant, onTenantDone: progress.onTenantDone } : {}),
        jobs: args.jobs,
        tenantTimeoutMs: args.tenantTimeout * 1000,
        publishHeld,
      });
    } finally {
      progress.end();
    }
  };
  // --publish-held applies to this run's first pass: later rounds hold again what needs holding.
  const rows = await once(args.force, args.publishHeld, true);
  console.log(reportTable(rows));
  console.log(`${summary(rows)} (report: ${path.join(args.out, REPORT_FILE)}; dashboard: ${path.join(args.out, DASHBOARD_FILE)})`);
  for (const r of rows.filter((x) => x.status === 'failed')) console.error(`[fleet] FAILED ${r.id}: ${r.reason}`);
  for (const r of rows.filter((x) => x.status === 'held')) console.error(`[fleet] HELD ${r.id}: ${r.reason}`);
  const failed = rows.some((r) => r.status === 'failed' || r.status === 'held') || list.errors.length > 0;
  if (!args.watch) return failed ? 1 : 0;
  console.log(`[fleet] watching ${list.tenants.length} records every ${args.interval} s (Ctrl-C to stop)`);
  for (;;) {
    await new Promise((r) => setTimeout(r, args.interval * 1000));
    const time = () => new Date().toISOString().slice(11, 19);
    let round: TenantReport[];
    try {
      // A log gets no progress lines for the watch's rounds (ten lines a minute, mostly "unchanged").
      round = await once(false, [], process.stderr.isTTY === true);
    } catch (err) {
      // Whatever went wrong with this round, the next one tries again.
      console.error(`[fleet] ${time()} round failed: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    for (const r of round.filter((x) => x.status === 'built')) console.log(`[fleet] ${time()} published ${r.id} (${r.reason} changed, ${r.pages} pages)`);
    for (const r of round.filter((x) => x.status === 'failed')) console.error(`[fleet] ${time()} ${r.id} kept its last good site: ${r.reason}`);
    for (const r of round.filter((x) => x.status === 'held')) console.error(`[fleet] ${time()} ${r.id} ${r.reason}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
