import fs from 'node:fs';
import path from 'node:path';

/**
 * Marks the start of a test run, so browser suites can share builds made with the same
 * environment during this run (tests/support/build.ts) but never reuse one from an older run.
 * Runs once, in the main process, before any worker starts.
 */
export default function setup(): void {
  const dir = path.resolve(import.meta.dirname, '../../.tmp/builds');
  fs.mkdirSync(dir, { recursive: true });
  // Build locks (build.ts) a killed run left: no worker of this run holds one yet.
  for (const name of fs.readdirSync(dir)) if (name.endsWith('.lock')) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  fs.writeFileSync(path.join(dir, 'run-start'), String(Date.now()));
}
