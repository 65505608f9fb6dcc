import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { WorkerAnswer, WorkerJob } from './worker';

/**
 * The fleet's workers (scripts/fleet/worker.ts): at most `--jobs` long-lived processes, each
 * running one tenant's stage at a time. A worker that dies takes only its tenant down.
 */
export class Workers {
  private idle: ChildProcess[] = [];
  private all = new Set<ChildProcess>();
  /** Resolves when a worker has loaded its modules (its start-up is not a tenant's time). */
  private ready = new WeakMap<ChildProcess, Promise<void>>();
  private next = 0;
  constructor(private readonly root: string) {}

  private spawn(): ChildProcess {
    const child = fork(path.join(this.root, 'scripts', 'fleet', 'worker.ts'), [], {
      cwd: this.root,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.all.add(child);
    this.ready.set(
      child,
      new Promise<void>((resolve) => {
        const onReady = (m: unknown) => {
          if ((m as { ready?: boolean } | null)?.ready !== true) return;
          child.off('message', onReady);
          resolve();
        };
        child.on('message', onReady);
        child.once('exit', () => resolve());
      }),
    );
    child.on('exit', () => {
      this.all.delete(child);
      this.idle = this.idle.filter((c) => c !== child);
    });
    return child;
  }

  /**
   * Runs one job; past `timeoutMs` its worker is killed (whatever it was waiting for: a slow
   * image host, a stuck render), and the promise rejects only once that process is gone, so
   * nothing writes into the job's folder after it.
   */
  async run(job: Omit<WorkerJob, 'id'>, timeoutMs: number, why: string): Promise<WorkerAnswer> {
    const child = this.idle.pop() ?? this.spawn();
    const id = ++this.next;
    await this.ready.get(child);
    return new Promise<WorkerAnswer>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(new Error(`the build worker stopped (exit ${child.exitCode})`));
        return;
      }
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, Math.max(0, timeoutMs));
      const onMessage = (answer: WorkerAnswer) => {
        if (answer.id !== id) return;
        cleanup();
        this.idle.push(child);
        resolve(answer);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(timedOut ? why : `the build worker stopped (exit ${code})`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ ...job, id } satisfies WorkerJob);
    });
  }

  close(): void {
    for (const c of this.all) if (c.connected) c.disconnect();
  }
}

/** Runs one tenant's job (its shell, folder, settings and record); rejects with the stage's reason, else resolves with its notes. */
export async function buildTenant(workers: Workers, job: Omit<WorkerJob, 'id'>, timeoutMs: number, overTime: string): Promise<string[]> {
  const answer = await workers.run(job, timeoutMs, overTime);
  if (!answer.ok) throw new Error(`build failed: ${answer.reason}`);
  return answer.notes;
}
