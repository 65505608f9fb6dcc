/**
 * `npm run bench:fleet [-- --tenants 50 --jobs 2]`: N tenants made from the demo record
 * (varied names, services and colours; the demo's photos on a local "bucket"), answered by a
 * local data service, built by the fleet into .tmp/bench-fleet/sites. Prints the cold build
 * time, the no-change time, the one-changed time and the cost per tenant.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FakeService } from '../tests/support/fake-service';
import { startStaticServer } from '../tests/support/static-server';
import { shellKey } from './build-env';
import { codeVersion, ensureShell, runFleet, type TenantReport } from './fleet/run';
import { tenantEnv } from './fleet/tenants';
import type { Tenant } from './fleet/tenants';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.tmp', 'bench-fleet', 'sites');
const argN = process.argv.indexOf('--tenants');
const N = argN > 0 ? Number(process.argv[argN + 1]) : 50;
const argJobs = process.argv.indexOf('--jobs');
const JOBS = argJobs > 0 ? Number(process.argv[argJobs + 1]) : 2;

const NAMES = ['Oak', 'Cedar', 'Maple', 'Juniper', 'Willow', 'Aspen', 'Hickory', 'Sycamore', 'Magnolia', 'Cypress'];
const TRADES = ['Tree Care', 'Landscaping', 'Hardscapes', 'Lawn & Garden', 'Arbor Services'];
const COLOURS = ['#2e7d32', '#1565c0', '#6d4c41', '#ad1457', '#00695c', '#ef6c00', '#4527a0', '#37474f'];

function tenantRecord(demo: Record<string, unknown>, i: number, bucket: string): unknown {
  const text = JSON.stringify(demo).replaceAll('../../demo-assets/', `${bucket}/img/`);
  const r = JSON.parse(text) as { dbPrincipal: { name: string }; dbServices: Array<{ name: string }>; styles?: Record<string, unknown>; docId: string };
  r.dbPrincipal.name = `${NAMES[i % NAMES.length]} ${TRADES[i % TRADES.length]} ${i + 1}`;
  r.dbServices = r.dbServices.slice(0, 4 + (i % (r.dbServices.length - 3)));
  r.styles = { ...(r.styles ?? {}), mainColor: COLOURS[i % COLOURS.length] };
  r.docId = `bench-${i}`;
  return r;
}

const count = (rows: TenantReport[], s: string) => rows.filter((r) => r.status === s).length;

async function timed(label: string, run: () => Promise<TenantReport[]>): Promise<number> {
  const t0 = Date.now();
  const rows = await run();
  const s = (Date.now() - t0) / 1000;
  console.log(`${label.padEnd(26)} ${s.toFixed(1).padStart(7)} s   built ${count(rows, 'built')}, unchanged ${count(rows, 'unchanged')}, failed ${count(rows, 'failed')}`);
  return s;
}

async function main() {
  const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/demo-api/paginas/demo'), 'utf8')) as Record<string, unknown>;
  const bucket = await startStaticServer(path.join(ROOT, 'public', 'demo-assets'), '/img/', 0);
  const data = new FakeService();
  await data.listen(0);
  const records = Array.from({ length: N }, (_, i) => tenantRecord(demo, i, bucket.origin));
  records.forEach((r, i) => data.on(`/paginas/bench-${i}`, { body: r }));
  const tenants: Tenant[] = records.map((_, i) => ({ id: `bench-${i}`, dataUrl: data.origin, pageId: `bench-${i}`, siteUrl: `https://bench-${i}.example` }));
  fs.rmSync(OUT, { recursive: true, force: true });
  console.log(`bench:fleet: ${N} tenants from the demo record, ${JOBS} at a time, built into ${path.relative(ROOT, OUT)}`);
  // The shell (Vite builds) is made once per code version and kept in .cache/shells: timed apart.
  const t0 = Date.now();
  await ensureShell(shellKey(tenantEnv(tenants[0]!)), codeVersion(ROOT), ROOT);
  console.log(`${'shell (once per code)'.padEnd(26)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(7)} s   (0 when this code's shell is in .cache/shells)`);
  const cold = await timed('cold (every tenant)', () => runFleet({ tenants, outDir: OUT, force: true, jobs: JOBS }));
  await timed('no change', () => runFleet({ tenants, outDir: OUT, jobs: JOBS }));
  (records[0] as { dbServices: Array<{ name: string }> }).dbServices.push({ name: 'Bench Added Service' });
  data.on('/paginas/bench-0', { body: records[0] });
  const one = await timed('one record changed', () => runFleet({ tenants, outDir: OUT, jobs: JOBS }));
  // One more tenant joins the fleet: what it costs on top (its photos are the bucket's, already seen).
  const extra = tenantRecord(demo, N, bucket.origin);
  data.on(`/paginas/bench-${N}`, { body: extra });
  const more = await timed('one tenant added', () => runFleet({ tenants: [...tenants, { id: `bench-${N}`, dataUrl: data.origin, pageId: `bench-${N}`, siteUrl: `https://bench-${N}.example` }], outDir: OUT, jobs: JOBS }));
  console.log(`per tenant (cold / N, ${JOBS} at a time): ${(cold / N).toFixed(2)} s; one changed tenant: ${one.toFixed(1)} s; one added tenant: ${more.toFixed(1)} s`);
  await Promise.all([data.close(), bucket.close()]);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
