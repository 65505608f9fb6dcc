/**
 * @vitest-environment node
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../tests/support/build';
import { FakeService } from '../tests/support/fake-service';
import { fixturePath, fixtureText } from '../tests/support/fixtures';
import { emptySiteData } from '../src/site-data/empty';
import { parseArgs, validate } from './validate-record';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command. Through npm, as an operator would (a real process, with a hard stop); otherwise
 * its `validate` in this process with the same arguments and output lines, which is the whole
 * command but its last three lines (and keeps a dozen tsx start-ups out of the suite).
 */
function run(args: string[], viaNpm = false): Promise<Run> {
  if (!viaNpm) {
    let stdout = '';
    let stderr = '';
    return validate(
      args,
      (line) => (stdout += `${line}\n`),
      (line) => (stderr += `${line}\n`),
    ).then((code) => ({ code, stdout, stderr }));
  }
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'validate-record', '--', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`validate-record did not finish: ${stdout}${stderr}`));
    }, 25_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const lastLine = (s: string) => s.trim().split('\n').at(-1) ?? '';

let tmp: string;
const tmpFile = (name: string, text: string) => {
  const p = path.join(tmp, name);
  fs.writeFileSync(p, text);
  return p;
};

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-validate-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('validate-record on files', { timeout: 30_000 }, () => {
  it('reports a good tenant record as usable with no issues (exit 0)', async () => {
    const file = tmpFile('tenant-a.json', fixtureText('tenant-a'));
    const r = await run([file]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe('OK: usable record "Barton Creek Stone & Landscape", 12 services, 0 issues');
    expect(r.stderr).toBe('');
  });

  it('says which colours it cannot use and which it darkens for contrast', async () => {
    const file = tmpFile('colours.json', JSON.stringify({ dbPrincipal: { name: 'Pale Co' }, styles: { mainColor: 'blargh', iconsMenuMovil: 'white', secondaryColor: 'navy' } }));
    const r = await run([file]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^  styles\.mainColor: not a colour the site can use: "blargh"/));
    expect(lines).toContainEqual(expect.stringMatching(/^  styles\.iconsMenuMovil: drawn as .+ instead of #ffffff, for the phone menu icon/));
    expect(lines.at(-1)).toMatch(/^OK: usable record "Pale Co", 0 services, \d+ issues, 1 colour darkened for contrast$/);
    expect(lines.filter((l) => l.startsWith('  styles.'))).toHaveLength(2);
  });

  it('names opening hours it cannot read, with their path, and still calls the record usable', async () => {
    const record = JSON.parse(fixtureText('tenant-a')) as { dbPrincipal: { workdays: unknown; workHours: unknown } };
    record.dbPrincipal.workdays = [{ day: 'Monday - Friday' }, { day: 'Holidays' }];
    record.dbPrincipal.workHours = [{ hour: '7:00 AM - 6:00 PM' }, { hour: 'Call first' }];
    const r = await run([tmpFile('hours.json', JSON.stringify(record))]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  dbPrincipal.workdays[1].day: days not understood: "Holidays" (shown as written)\n');
    expect(r.stdout).toContain('  dbPrincipal.workHours[1].hour: hours not understood: "Call first" (shown as written)\n');
    expect(lastLine(r.stdout)).toBe('OK: usable record "Barton Creek Stone & Landscape", 12 services, 2 issues');
  });

  it('names each bad path of a record with wrong types, and refuses it for having no business name (exit 1)', async () => {
    const r = await run([fixturePath('wrong-types')]);
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain('  dbPrincipal.phones: expected a list, got string');
    expect(lines).toContain('  dbPrincipal.logo: not a URL (got number)');
    expect(lines).toContain('  dbServices: expected a list, got string');
    expect(lines).toContain('  styles: expected an object, got string');
    expect(r.stderr.trim()).toBe('NOT USABLE: the record has no business name (dbPrincipal.name): a site built from it would have no name');
  });

  it('refuses a record with no business name, which a build would publish as a nameless site (exit 1)', async () => {
    for (const principal of [{ phones: [{ phone: '503-555-0100' }] }, { name: '   ', phones: [{ phone: '503-555-0100' }] }]) {
      const r = await run([tmpFile('nameless.json', JSON.stringify({ dbPrincipal: principal, dbServices: [{ name: 'Pruning' }] }))]);
      expect(r.code, JSON.stringify(principal)).toBe(1);
      expect(r.stdout).not.toMatch(/^OK:/m);
      expect(r.stderr.trim()).toMatch(/^NOT USABLE: the record has no business name \(dbPrincipal\.name\)/);
    }
  });

  it('names the hostile URLs it removed', async () => {
    const r = await run([fixturePath('hostile')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  dbPrincipal.logo: unsafe URL scheme "javascript:"\n');
    expect(r.stdout).toContain('  dbServices[0].description[0].img: unsafe URL scheme "javascript:"\n');
    expect(r.stdout).toContain('  dbPrincipal.location[2].url: not a URL (relative)\n');
    expect(r.stdout).toMatch(/^  styles\.mainColor: not a colour the site can use/m);
    expect(lastLine(r.stdout)).toMatch(/^OK: usable record "Evil & Sons .*", 3 services, \d+ issues$/);
  });

  it('reports missing sections and the minimal record with singular wording', async () => {
    const r = await run([fixturePath('missing-sections')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  dbServices[2].name: missing\n');
    expect(r.stdout).toContain('  dbAbout: missing (default used)\n');
    expect(lastLine(r.stdout)).toMatch(/^OK: usable record "Half-Done Lawn & Tree", 2 services, \d+ issues$/);
    const one = tmpFile('one.json', JSON.stringify({ dbPrincipal: { name: 'One', phones: [{ phone: 1 }] }, dbServices: [{ name: 'Only' }], ...fullSections() }));
    const r1 = await run([one]);
    expect(r1.stdout.trim()).toBe('OK: usable record "One", 1 service, 0 issues');
  });

  it('treats unresolved relative image URLs as issues, and resolves them with --assets-base', async () => {
    const raw = fixtureText('tenant-a', { BUCKET: '../assets' });
    const file = tmpFile('relative.json', raw);
    const without = await run([file]);
    expect(without.code).toBe(0);
    expect(without.stdout).toContain('  dbPrincipal.logo: not a URL (relative)\n');
    const withBase = await run([file, '--assets-base', '/site/data/paginas/x']);
    expect(withBase.stdout.trim()).toBe('OK: usable record "Barton Creek Stone & Landscape", 12 services, 0 issues');
    const eq = await run([file, '--assets-base=https://data.example/paginas/x']);
    expect(eq.stdout.trim()).toBe('OK: usable record "Barton Creek Stone & Landscape", 12 services, 0 issues');
  });

  it('finds no problem in the embedded demo through npm run (as the README says)', async () => {
    const demo = path.join(ROOT, 'public', 'demo-api', 'paginas', 'demo');
    if (!fs.existsSync(demo)) return;
    const r = await run(['public/demo-api/paginas/demo', '--assets-base', '/demo-api/paginas/demo'], true);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^OK: usable record ".+", 20 services, 0 issues$/);
  });

  it.each([
    ['missing file', null, /^NOT USABLE: file not found: .*nope\.json$/],
    ['not JSON', 'this is { not json', /^NOT USABLE: not JSON \(.+\)$/],
    ['truncated JSON', '{"dbPrincipal": {"name": "Cut', /^NOT USABLE: not JSON \(.+\)$/],
    ['empty file', '  \n', /^NOT USABLE: the record is empty$/],
    ['null', 'null', /^NOT USABLE: the record must be a JSON object, got null$/],
    ['a list', '[{"dbPrincipal":{}}]', /^NOT USABLE: the record must be a JSON object, got a list$/],
    ['a string', '"hello"', /^NOT USABLE: the record must be a JSON object, got string$/],
    ['a number', '42', /^NOT USABLE: the record must be a JSON object, got number$/],
    ['another JSON file', '{"name":"canopy","version":"1.0.0"}', /^NOT USABLE: this JSON object has none of the site-data sections/],
    ['data service outage answered as {}', '{}', /^NOT USABLE: this JSON object has none of the site-data sections/],
    ['data service error object', '{"error":"not found"}', /^NOT USABLE: this JSON object has none of the site-data sections/],
  ])('refuses a %s with a plain message (exit 1)', async (name, content, message) => {
    const file = content === null ? path.join(tmp, 'nope.json') : tmpFile(`${name.replace(/\W/g, '-')}.json`, content);
    const r = await run([file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toMatch(message);
  });

  it('refuses a folder and missing arguments with a plain message (exit 1)', async () => {
    const dir = await run([tmp]);
    expect(dir.code).toBe(1);
    expect(dir.stderr.trim()).toMatch(/^NOT USABLE: .* is not a file$/);
    const none = await run([]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no record given');
    expect(none.stderr).toContain('Usage: npm run validate-record');
  });
});

describe('validate-record on URLs', { timeout: 30_000 }, () => {
  const svc = new FakeService();
  let closedPort: number;

  beforeAll(async () => {
    await svc.listen();
    svc.on('/paginas/tenant-a', { raw: fixtureText('tenant-a') });
    svc.on('/paginas/broken', { status: 500, body: { error: 'boom' } });
    svc.on('/paginas/html', { raw: '<!doctype html><h1>Hello</h1>', contentType: 'text/html' });
    svc.on('/paginas/null', { body: null });
    svc.on('/paginas/hang', { hang: true });
    // A port that was just free: nothing listens there.
    const tmpSvc = await new FakeService().listen();
    closedPort = tmpSvc.port;
    await tmpSvc.close();
  });
  afterAll(() => svc.close());

  it('fetches a record from the data service and checks it (exit 0)', async () => {
    const r = await run([`${svc.origin}/paginas/tenant-a`]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe('OK: usable record "Barton Creek Stone & Landscape", 12 services, 0 issues');
    expect(svc.seen('/paginas/tenant-a', 'GET')).toHaveLength(1);
  });

  it('says what the server answered when it fails (exit 1)', async () => {
    const r = await run([`${svc.origin}/paginas/broken`]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(new RegExp(`^NOT USABLE: ${svc.origin}/paginas/broken answered HTTP 500`));
    const missing = await run([`${svc.origin}/paginas/nobody`]);
    expect(missing.stderr.trim()).toMatch(/answered HTTP 404/);
  });

  it('refuses an HTML page and a null answer (exit 1)', async () => {
    const html = await run([`${svc.origin}/paginas/html`]);
    expect(html.code).toBe(1);
    expect(html.stderr.trim()).toMatch(/^NOT USABLE: not JSON/);
    const nul = await run([`${svc.origin}/paginas/null`]);
    expect(nul.code).toBe(1);
    expect(nul.stderr.trim()).toBe('NOT USABLE: the record must be a JSON object, got null');
  });

  it('says the service is unreachable (exit 1)', async () => {
    const r = await run([`http://127.0.0.1:${closedPort}/paginas/x`]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(new RegExp(`^NOT USABLE: could not reach http://127\\.0\\.0\\.1:${closedPort}/paginas/x \\(ECONNREFUSED\\)$`));
  });

  it('gives up on a hanging service after 8 s (exit 1)', async () => {
    const started = Date.now();
    const r = await run([`${svc.origin}/paginas/hang`]);
    const took = Date.now() - started;
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/^NOT USABLE: could not reach .*\/paginas\/hang \(no answer within 8 s\)$/);
    expect(took).toBeGreaterThanOrEqual(7_900);
  }, 30_000);
});

describe('parseArgs', () => {
  it('reads the source and --assets-base in both spellings', () => {
    expect(parseArgs(['a.json'])).toEqual({ source: 'a.json', assetsBase: undefined });
    expect(parseArgs(['a.json', '--assets-base', '/x'])).toEqual({ source: 'a.json', assetsBase: '/x' });
    expect(parseArgs(['--assets-base=/x', 'a.json'])).toEqual({ source: 'a.json', assetsBase: '/x' });
  });

  it('explains bad arguments', () => {
    expect(parseArgs([])).toBe('no record given');
    expect(parseArgs(['a', 'b'])).toMatch(/one record at a time/);
    expect(parseArgs(['a', '--assets-base'])).toBe('--assets-base needs a value');
    expect(parseArgs(['a', '--wat'])).toBe('unknown option --wat');
  });
});

/** Every section present (empty), so a record reports no "missing" issues; the test sets the business parts. */
function fullSections() {
  const { dbPrincipal: _principal, dbServices: _services, ...rest } = emptySiteData();
  return { ...rest, docId: 'd' };
}
