// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoKit } from '../src/i18n/photo-kit';
import { PHOTOS_REFUSED_KEY } from '../src/contract/outbox-store';
import type { ViteManifest } from './bundle-files';
import { formChunks, PHOTO_SENDER, photoCodeInForm, photoSendInOutbox } from './photo-free-form';

/** A build as Vite writes it: the form's entry, its code in a shared chunk, and the chunks it loads lazily. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['src/features/lead-form/index.ts'] },
  'src/features/lead-form/index.ts': { file: 'assets/lead-form-b.js', imports: ['_lead-form-c.js'] },
  '_lead-form-c.js': { file: 'assets/lead-form-c.js', imports: ['_format-d.js'], dynamicImports: ['src/features/lead-form/photo-control.tsx', 'src/features/lead-form/outbox-client.ts'] },
  '_format-d.js': { file: 'assets/format-d.js' },
  'src/features/lead-form/photo-control.tsx': { file: 'assets/photo-control-e.js', imports: ['_lead-form-c.js'] },
  'src/features/lead-form/outbox-client.ts': { file: 'assets/outbox-client-f.js' },
};

describe('the form every tenant loads holds no photo code (issue 39)', () => {
  let dir: string;
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-free-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    write('assets/index-a.js', 'boot()');
    write('assets/lead-form-b.js', 'export{t as LeadForm}from"./lead-form-c.js";');
    write('assets/lead-form-c.js', 'var Q=()=>import(`./photo-control-e.js`),w=a().relayFiles;function t(){}');
    write('assets/format-d.js', 'export function f(){}');
    // The photos' own chunks say what they say.
    write('assets/photo-control-e.js', `var k={addPhotos:\`${photoKit.en.addPhotos}\`,without:\`data-photos\`};`);
    write('assets/outbox-client-f.js', `var K=\`${PHOTOS_REFUSED_KEY}\`;({kind:\`sent\`,photosRefused:!0})`);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('checks the form\'s chunks and what they import statically, not the photos\' or the outbox\'s', () => {
    expect(formChunks(manifest).sort()).toEqual(['assets/format-d.js', 'assets/lead-form-b.js', 'assets/lead-form-c.js']);
  });

  it('passes a form that only points at the photos\' chunk', () => {
    expect(photoCodeInForm(dir, manifest)).toEqual([]);
  });

  it('finds what the photo code says when it comes back into the form: the answer\'s photo kinds, a string of any language, the note\'s key', () => {
    write('assets/lead-form-c.js', 'r.kind===`photosNotSaved`&&i(r);e.photosRefused&&n()');
    write('assets/format-d.js', `var s=${JSON.stringify(photoKit.es.sendWithoutPhotos)},k=\`${PHOTOS_REFUSED_KEY}\``);
    expect(photoCodeInForm(dir, manifest)).toEqual([
      { file: 'assets/lead-form-c.js', found: ['photosRefused', 'photosNotSaved'] },
      { file: 'assets/format-d.js', found: [photoKit.es.sendWithoutPhotos, PHOTOS_REFUSED_KEY] },
    ]);
  });
});

describe('the outbox a lead without photos loads holds no photo sending (issue 39)', () => {
  let dir: string;
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  /** A build as Vite writes it: the outbox's chunk imports the photo sender lazily. */
  const built = (): ViteManifest => ({
    'src/features/lead-form/outbox-client.ts': { file: 'assets/outbox-client-f.js', isDynamicEntry: true, imports: ['_dist-g.js'], dynamicImports: [PHOTO_SENDER] },
    '_dist-g.js': { file: 'assets/dist-g.js' },
    [PHOTO_SENDER]: { file: 'assets/outbox-photo-send-h.js', isDynamicEntry: true, imports: ['src/features/lead-form/outbox-client.ts'] },
  });
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-send-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    write('assets/outbox-client-f.js', `photos:()=>import(\`./outbox-photo-send-h.js\`);var K=\`${PHOTOS_REFUSED_KEY}\`;`);
    write('assets/dist-g.js', 'export function f(){}');
    write('assets/outbox-photo-send-h.js', 'r===413&&e(t,n);t.append(`photo`,e.blob,e.name)');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes an outbox that only points at the photo sender\'s chunk', () => {
    expect(photoSendInOutbox(dir, built())).toEqual([]);
  });

  it('finds the photo part or the 413 resend back in the outbox or a chunk it imports', () => {
    write('assets/outbox-client-f.js', 'if(l===413&&J(o,e))o=me(o,e)');
    write('assets/dist-g.js', 'r.append(`photo`,t.blob,t.name)');
    expect(photoSendInOutbox(dir, built())).toEqual(['assets/outbox-client-f.js holds ===413', 'assets/dist-g.js holds `photo`']);
  });

  it('fails when the photo sender is no lazy chunk of its own, or comes with the outbox statically', () => {
    const merged = built();
    delete merged[PHOTO_SENDER];
    expect(photoSendInOutbox(dir, merged)).toEqual([`${PHOTO_SENDER} is no lazy chunk of its own`]);
    const eager = built();
    eager['src/features/lead-form/outbox-client.ts']!.imports = ['_dist-g.js', PHOTO_SENDER];
    expect(photoSendInOutbox(dir, eager)).toEqual(['assets/outbox-photo-send-h.js comes with the outbox statically']);
  });
});
