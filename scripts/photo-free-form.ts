/**
 * Issue 39: a form without photos carries none of their code. Every tenant's pages share one app
 * bundle (the relay's `relayFiles` is read at run time: src/config/env.ts), so the lead form's
 * chunk must hold no photo code at all: the control, what is said of photos, the outbox's
 * photo note and the multipart path load in chunks of their own, when a tenant's form shows the
 * control, or with the outbox's code. The form's chunk keeps only what points at them (the lazy
 * import of ./photo-control.tsx and the `relayFiles` that decides it).
 *
 * Checked on the built output by scripts/bundle-budget.ts (it fails the run): the chunks of the
 * form's modules (from the Vite manifest; the photo modules and the outbox's excepted) must hold
 * none of the photo strings below, taken from the modules that own them; and the outbox's chunks
 * none of the photo sender's (photoSendInOutbox).
 */
import fs from 'node:fs';
import path from 'node:path';
import { photoKit } from '../src/i18n/photo-kit';
import { PHOTOS_REFUSED_KEY } from '../src/contract/outbox-store';
import { PAYLOAD_TOO_LARGE, PHOTO_PART } from '../src/contract/outbox-photo-send';
import { staticWalker, type ViteManifest } from './bundle-files';

/** The form's modules, whose chunks must be photo-free. */
const FORM_DIR = 'src/features/lead-form/';

/** Modules of the form's folder allowed to hold photo code: the photos' own, and the outbox's. */
export const PHOTO_MODULES = /^src\/features\/lead-form\/(photo-control\.tsx|use-photos\.ts|photos\/|outbox-client\.ts)/;

/**
 * What only photo code says: every photo string the visitor can read, in every language, and
 * their names (src/i18n/photo-kit.ts); the photo kinds of a lead's answer (src/features/lead-form/
 * outbox-client.ts's SubmissionState); the "Send without photos" button's mark (and the form's old flag for it);
 * the outbox's note that a lead went without its photos. (Not `multipart/form-data`: the
 * router's own form code says it, in the app's entry.)
 */
export function photoMarkers(): string[] {
  const kit = Object.values(photoKit).flatMap((strings) => Object.values(strings as Record<string, string>));
  // Names of more than one word (`addPhotos`, not `photos` or `count`): a minified chunk keeps
  // property names, so these are the kit's own.
  const names = Object.keys(photoKit.en).filter((k) => /[a-z][A-Z]/.test(k));
  return [...new Set([...kit, ...names, 'photosRefused', 'photosNotSaved', 'withoutPhotos', 'data-photos', PHOTOS_REFUSED_KEY])];
}

/**
 * The built files that must be photo-free: the chunks of the form's modules (the photos' and the
 * outbox's excepted) and every chunk they import statically (the form's own code is a shared
 * chunk its entry imports), which come with the form whether or not it offers photos.
 */
export function formChunks(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  const walk = staticWalker(manifest, files);
  Object.keys(manifest)
    .filter((key) => key.startsWith(FORM_DIR) && !PHOTO_MODULES.test(key))
    .forEach(walk);
  return [...files];
}

/** Each form chunk with the photo markers it holds (none: an empty list). */
export function photoCodeInForm(dir: string, manifest: ViteManifest, markers: string[] = photoMarkers()): { file: string; found: string[] }[] {
  return formChunks(manifest).flatMap((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    // Rolldown writes strings as they are (UTF-8, in template literals), accents and all.
    const found = markers.filter((m) => text.includes(m));
    return found.length ? [{ file, found }] : [];
  });
}

/** The photo parts of delivery (issue 39), and the outbox's page code, which imports them only for a lead with photos. */
export const PHOTO_SENDER = 'src/contract/outbox-photo-send.ts';
const OUTBOX_CLIENT = 'src/features/lead-form/outbox-client.ts';

/** What only the photo sender says: the photos' file part, and the 413 it answers by sending again. */
export const photoSendMarkers = (): string[] => [`\`${PHOTO_PART}\``, `'${PHOTO_PART}'`, `"${PHOTO_PART}"`, `===${PAYLOAD_TOO_LARGE}`, `${PAYLOAD_TOO_LARGE}===`];

/**
 * What is wrong with the outbox a page loads to send a lead without photos (none: an empty list):
 * the photo sender must be a chunk of its own, loaded lazily, and the outbox's chunk and every
 * chunk it imports statically must hold none of its code. The worker holds it (sw/outbox.ts).
 */
export function photoSendInOutbox(dir: string, manifest: ViteManifest): string[] {
  const sender = manifest[PHOTO_SENDER];
  if (!sender?.isDynamicEntry) return [`${PHOTO_SENDER} is no lazy chunk of its own`];
  if (!manifest[OUTBOX_CLIENT]?.dynamicImports?.includes(PHOTO_SENDER)) return [`${OUTBOX_CLIENT} does not import ${PHOTO_SENDER} lazily`];
  const files = new Set<string>();
  staticWalker(manifest, files)(OUTBOX_CLIENT);
  if (files.has(sender.file)) return [`${sender.file} comes with the outbox statically`];
  return [...files].flatMap((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    return photoSendMarkers()
      .filter((m) => text.includes(m))
      .map((m) => `${file} holds ${m}`);
  });
}

/** What the budget reports of the build in `dir` (none: an empty list): photo code in the form, photo sending in the outbox. */
export function photoCodeProblems(dir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  return [
    ...photoCodeInForm(dir, manifest).map(({ file, found }) => `PHOTO CODE IN THE FORM: ${file} holds ${found.map((m) => JSON.stringify(m)).join(', ')}`),
    ...photoSendInOutbox(dir, manifest).map((problem) => `PHOTO SENDING IN THE OUTBOX: ${problem}`),
  ];
}
