// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Sites on one origin share its browser storage, so every name a visit keeps something under
 * is its site's (src/contract/site-names.ts, whose own test checks each name carries the site's
 * base path). This one looks for names kept anywhere else.
 */

/** The code of the page and the worker, without its tests and comments. */
function sources(): Array<[string, string]> {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = ['src', 'sw'].flatMap((dir) =>
    fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)),
  );
  return files
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f): [string, string] => [f, fs.readFileSync(path.join(root, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')]);
}

/** Where a name is given to the browser's storage, a channel or a lock. */
const KEEPS = /\b(sessionStorage|localStorage|indexedDB)\b|new BroadcastChannel\(|\bcaches\.(open|delete|match)\(|cacheName:|\bcreateStore\(|from 'idb-keyval'|locks\.request\(/;
/** How a module takes the site's names. */
const SCOPED = /from '[^']*\/(site-names|key-value|outbox-names)'/;
/** Modules handed their names (or their locks) by their callers, each of which is checked here. */
const HANDED = new Set(['src/contract/outbox-replay.ts']);

describe('no name is kept outside the site list', () => {
  it('each module that names storage, a channel or a lock takes the name from it', () => {
    const keeping = sources().filter(([, code]) => KEEPS.test(code));
    expect(keeping.length).toBeGreaterThan(10);
    const unscoped = keeping.filter(([f, code]) => !HANDED.has(f.split(path.sep).join('/')) && !SCOPED.test(code) && !f.includes('site-names'));
    expect(unscoped.map(([f]) => f)).toEqual([]);
  });
});
