/**
 * A fleet worker: one long-lived process that runs the tenant stage for tenant
 * after tenant, so the renderer, the image tools and the build scripts are loaded once per
 * worker instead of once per tenant. The fleet starts `--jobs` of them and sends each a job over
 * IPC: `{ id, shell, outDir, env, record }` (the record the fleet fetched); the answer is
 * `{ id, ok: true }` or `{ id, ok: false, reason }` (why the stage stopped). The pages are the
 * single build's: each render is handed its tenant's settings (src/entry-server.tsx `config`),
 * and a test builds two tenants through one worker and compares.
 */
import '../production-env';
import fs from 'node:fs';
import path from 'node:path';
import type { RawEnv } from '../../src/config/env';
import { runTenantStage } from '../tenant-stage';
import { copyShell } from '../build';
import { setImageProgressStream } from '../images/build-images';
import { NO_PROGRESS } from '../progress';

export interface WorkerJob {
  id: number;
  shell: string;
  outDir: string;
  env: RawEnv;
  /** The raw record the fleet fetched: the stage builds from it instead of fetching it again. */
  record: unknown;
}
/** `notes`: what the report should say of a build that worked (photos the image deadline left out). */
export type WorkerAnswer = { id: number; ok: true; notes: string[] } | { id: number; ok: false; reason: string };

// The fleet prints its own progress line: a worker's photo counts and warnings would write over
// it. Why a tenant failed reaches the fleet in the answer.
setImageProgressStream(NO_PROGRESS);
for (const level of ['log', 'info', 'warn', 'error'] as const) console[level] = () => {};

async function runJob(job: WorkerJob): Promise<WorkerAnswer> {
  try {
    copyShell(job.shell, job.outDir, job.env);
    const { notes } = await runTenantStage({ outDir: job.outDir, ssrEntry: path.join(job.shell, 'ssr', 'entry-server.js'), env: job.env, record: job.record });
    return { id: job.id, ok: true, notes };
  } catch (err) {
    fs.rmSync(job.outDir, { recursive: true, force: true });
    return { id: job.id, ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

// One job at a time: the fleet sends the next only after this one's answer.
process.on('message', (job: WorkerJob) => void runJob(job).then((answer) => process.send!(answer)));
process.on('disconnect', () => process.exit(0));
// Loaded: the fleet starts the tenant's clock from here (a worker's start-up is not the tenant's time).
process.send!({ ready: true });
