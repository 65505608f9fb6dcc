/**
 * Operators' check of a site-data record, with the same parser the app uses:
 *
 *   npm run validate-record -- <file-or-URL> [--assets-base <path-or-url>]
 *
 * Prints each issue as `  <path>: <message>`, then one summary line. Exit 0 when the record is
 * usable (warnings allowed), 1 when it is not: not JSON, not an object, unreachable, missing,
 * or without a business name (`recordUnusable`, the rule `npm run build` and the fleet apply too).
 * `--assets-base` resolves relative image URLs against a base (only the embedded demo has them).
 */
import fs from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { constants } from '../src/config/constants';
import { readHours } from '../src/site-data/hours';
import { parseSiteData } from '../src/site-data/parse';
import { NO_NAME, recordUnusable } from '../src/contract/record-rule';
import { contrastNotes } from '../src/theme/theme';

const USAGE = 'Usage: npm run validate-record -- <file-or-URL> [--assets-base <path-or-url>]';

export interface Args {
  source: string;
  assetsBase?: string;
}

export function parseArgs(argv: readonly string[]): Args | string {
  let source: string | undefined;
  let assetsBase: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--assets-base') {
      const v = argv[++i];
      if (v === undefined || v === '') return '--assets-base needs a value';
      assetsBase = v;
    } else if (a.startsWith('--assets-base=')) {
      assetsBase = a.slice('--assets-base='.length);
      if (!assetsBase) return '--assets-base needs a value';
    } else if (a === '--help' || a === '-h') {
      return USAGE;
    } else if (a.startsWith('--')) {
      return `unknown option ${a}`;
    } else if (source === undefined) {
      source = a;
    } else {
      return `one record at a time (got "${source}" and "${a}")`;
    }
  }
  return source === undefined ? 'no record given' : { source, assetsBase };
}

class Unusable extends Error {}


async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    let res: Response;
    try {
      res = await fetch(source, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(constants.dataTimeoutMs),
      });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const why =
        e.name === 'TimeoutError' || e.name === 'AbortError'
          ? `no answer within ${constants.dataTimeoutMs / 1000} s`
          : (e.cause?.code ?? e.cause?.message ?? e.message);
      throw new Unusable(`could not reach ${source} (${why})`);
    }
    const body = await res.text().catch(() => '');
    if (!res.ok) throw new Unusable(`${source} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
    return body;
  }
  try {
    const stat = await fs.stat(source);
    if (!stat.isFile()) throw new Unusable(`${source} is not a file`);
    return await fs.readFile(source, 'utf8');
  } catch (err) {
    if (err instanceof Unusable) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new Unusable(code === 'ENOENT' ? `file not found: ${source}` : `could not read ${source} (${code ?? String(err)})`);
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Runs the check; returns the exit code. Output goes through `out` / `err` (testable). */
export async function validate(
  argv: readonly string[],
  out: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
  err: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    err(args === USAGE ? USAGE : `${args}\n${USAGE}`);
    return args === USAGE ? 0 : 1;
  }
  let text: string;
  try {
    text = await readSource(args.source);
  } catch (e) {
    err(`NOT USABLE: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    err(`NOT USABLE: ${text.trim() === '' ? 'the record is empty' : `not JSON (${detail})`}`);
    return 1;
  }
  const result = parseSiteData(raw, { relativeBase: args.assetsBase });
  const unusable = recordUnusable(raw);
  // A record without a name still gets its issues listed (they may say why), then the verdict.
  if (unusable && unusable !== NO_NAME) {
    err(`NOT USABLE: ${unusable}`);
    return 1;
  }
  // Hours the site cannot read still show as written, but get no open/closed state: say so.
  const p = result.data.dbPrincipal;
  const issues = [...result.issues, ...readHours(p.workdays, p.workHours).issues];
  for (const issue of issues) out(`  ${issue.path}: ${issue.message}`);
  // Colours the site draws darker than the record says, so they read (docs/decisions/0007).
  const notes = contrastNotes(result.data.styles);
  for (const n of notes) out(`  styles.${n.key}: drawn as ${n.to} instead of ${n.from}, ${n.why}`);
  if (unusable) {
    err(`NOT USABLE: ${unusable}`);
    return 1;
  }
  const name = p.name;
  out(
    `OK: usable record ${name ? JSON.stringify(name) : '(no business name)'}, ${plural(result.data.dbServices.length, 'service')}, ${plural(issues.length, 'issue')}${notes.length ? `, ${plural(notes.length, 'colour')} darkened for contrast` : ''}`,
  );
  return 0;
}

// Run as a command (not when imported by a test).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  validate(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`NOT USABLE: unexpected error (${e instanceof Error ? e.message : String(e)})\n`);
      process.exitCode = 1;
    },
  );
}
