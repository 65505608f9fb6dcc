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
 * none of the photo strings below, taken from the modules that own them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { photoKit } from '../src/i18n/photo-kit';
import { PHOTOS_REFUSED_KEY } from '../src/contract/outbox-store';
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
