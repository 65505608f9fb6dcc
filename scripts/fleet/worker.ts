/**
 * A fleet worker (issue 15 item 2): one long-lived process that runs the tenant stage for tenant
 * after tenant, so the renderer, the image tools and the build scripts are loaded once per
 * worker instead of once per tenant. The fleet starts `--jobs` of them and sends each a job over
 * IPC: `{ id, shell, outDir, env }`; the answer is `{ id, ok, output }`. The pages are the
 * single build's: each render is handed its tenant's settings (src/entry-server.tsx `config`),
 * and a test builds two tenants through one worker and compares.
 */
import '../production-env';
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
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
}
export interface WorkerAnswer {
  id: number;
  ok: boolean;
  output: string;
}

// The fleet prints its own progress line; a worker's photo counts would write over it.
setImageProgressStream(NO_PROGRESS);

let output = '';
for (const level of ['log', 'info', 'warn', 'error'] as const) {
  console[level] = (...args: unknown[]) => {
    output += `${format(...args)}\n`;
  };
}

// One job at a time: the fleet sends the next only after this one's answer.
process.on('message', (job: WorkerJob) => {
  output = '';
  void (async () => {
    let ok = true;
    try {
      copyShell(job.shell, job.outDir, job.env);
      const { pages, precached } = await runTenantStage({ outDir: job.outDir, ssrEntry: path.join(job.shell, 'ssr', 'entry-server.js'), env: job.env });
      console.log(`tenant stage: ${pages} pages, ${precached} files precached`);
    } catch (err) {
      ok = false;
      console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
      fs.rmSync(job.outDir, { recursive: true, force: true });
    }
    process.send!({ id: job.id, ok, output } satisfies WorkerAnswer);
  })();
});
process.on('disconnect', () => process.exit(0));
// Loaded: the fleet starts the tenant's clock from here (a worker's start-up is not the tenant's time).
process.send!({ ready: true });
