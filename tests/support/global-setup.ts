import fs from 'node:fs';
import path from 'node:path';

/**
 * Marks the start of a test run, so browser suites can share builds made with the same
 * environment during this run (tests/support/build.ts) but never reuse one from an older run.
 */
export default function setup(): void {
  const dir = path.resolve(import.meta.dirname, '../../.tmp/builds');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'run-start'), String(Date.now()));
}
