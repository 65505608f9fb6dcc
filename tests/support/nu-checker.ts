/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, run on the machine's Java 17) over built pages.
 * One Java process checks every file it is given: starting the checker costs
 * seconds, checking a page milliseconds.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One message of vnu's `--format json` report. */
export interface NuMessage {
  type: string;
  subType?: string;
  /** `file:/abs/path/index.html` */
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Errors we keep on purpose, each matched exactly (quotes as `--asciiquotes` prints them in JSON),
 * each for a reason the checker cannot see:
 * - Chromium's Element Timing attribute marks the priority images whose paint the page waits for
 *   (SafeImage, src/entry/paint-first.ts): no HTML standard has it yet, and other browsers ignore it.
 * - The gallery grid (src/components/gallery/image-grid.tsx) sizes its rows from its own width
 *   with a size container and `cqi` units (CSS Containment 3, in every current browser): the
 *   checker's CSS grammar has neither, so it reports the property unknown and the row height,
 *   `calc((100cqi - 10px) / 2 * 0.75)`, as a parse error.
 */
export const ACCEPTED_ERRORS: readonly RegExp[] = [
  /^Attribute 'elementtiming' not allowed on element '[a-z][a-z0-9]*' at this point\.$/,
  /^CSS: 'container-type': Property 'container-type' doesn't exist\.$/,
  /^CSS: 'grid-auto-rows': Parse Error\.$/,
];

/**
 * The errors in a vnu JSON report, less the accepted ones. A `non-document-error` (a file the
 * checker could not read or parse) counts: a page it did not check is not a valid page.
 */
export function nuErrors(report: unknown): NuMessage[] {
  const messages = (report as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) throw new Error(`not a vnu JSON report: ${JSON.stringify(report)?.slice(0, 200)}`);
  return (messages as NuMessage[]).filter(
    (m) => (m.type === 'error' || m.type === 'non-document-error') && !ACCEPTED_ERRORS.some((re) => re.test(m.message.replace(/["“”]/g, "'"))),
  );
}

/** `about/index.html:12:40 Element "div" not allowed as child of element "button" ...` (relative to `dir`). */
export function describeNuError(m: NuMessage, dir: string): string {
  const file = m.url ? path.relative(dir, m.url.replace(/^file:/, '')) : '(no file)';
  const at = m.lastLine ? `:${m.lastLine}${m.firstColumn ? `:${m.firstColumn}` : ''}` : '';
  const extract = m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : '';
  return `${file}${at} ${m.message}${extract}`;
}

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build', 'dist', 'vnu.jar');

/**
 * The JVM as a short batch job: a deep stack, which the checker's schema needs (with Java's
 * default it stopped with a StackOverflowError on some runs of 76 pages), and no optimising
 * compiler or parallel collector, which cost a run this short more than they save (15 -> 10 s
 * for the same pages on two busy cores, against 42 s with the defaults).
 */
const JVM_FLAGS = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Checks `files` in one Java process and returns vnu's report (warnings left out). `java` must
 * be on the PATH (.ci/run installs Debian's default-jre-headless where it is missing): the
 * package's own launcher would download a runtime from the internet instead. A run that ends
 * without a JSON report (a crash, a missing jar) is an error, never an empty report.
 */
export function runNuChecker(files: string[]): Promise<unknown> {
  if (files.length === 0) throw new Error('no files to check');
  const args = [...JVM_FLAGS, '-jar', VNU_JAR, '--format', 'json', '--errors-only', '--asciiquotes', '--stdout', '--exit-zero-always', ...files];
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`vnu failed: ${err.message}\n${stdout.slice(0, 500)}\n${stderr.slice(0, 500)}`));
      try {
        resolve(JSON.parse(stdout) as unknown);
      } catch {
        reject(new Error(`vnu printed no JSON report:\n${stdout.slice(0, 500)}\n${stderr.slice(0, 500)}`));
      }
    });
  });
}
