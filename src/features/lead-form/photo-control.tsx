import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { format } from '../../i18n';
import { photoKit, type PhotoKitStrings } from '../../i18n/photo-kit';
import { language } from '../../site-data/selectors';
import { visuallyHidden } from '../../utils/visually-hidden';
import { useSiteData } from '../../site-data/site-data-context';
import { labelSx } from './form-field';
import { Alternatives, type FormStatus } from './form-status';
import type { LeadValues } from './validate';
import { PHOTO_LIMITS } from './photos/resize-rules';
import { loadPhotoCode, usePhotos, type PhotoHandle } from './use-photos';
import { NATIVE_PROPS } from '../../contract/page-marks';

/**
 * The form's photos, for a relay that accepts files, in a chunk of their own that only such a
 * tenant's form loads (./lead-form.tsx): the control, and what the form says about photos.
 */

/** The thumbnails come with the photos' code: a visitor who adds none loads neither. */
const PhotoList = lazy(() => loadPhotoCode().then((m) => ({ default: m.PhotoList })));

const usePhotoKit = (): PhotoKitStrings => photoKit[language(useSiteData())];

/**
 * The device's own file input (`accept="image/*"`: the camera or the photo library), named
 * "Add photos" by a label drawn as a button, then the thumbnails, each with its remove button.
 * The platform opens the picker, so a tap answers before the app has run (a tap the page held
 * for the app and made again later would have lost the user activation a picker needs); photos
 * chosen then are in the input when the app arrives, and it takes them. Removing one puts the
 * focus back on the input. `handle` gives the form the photos when it sends.
 */
export function PhotoControl({ p, handle }: { p: string; handle: Ref<PhotoHandle> }) {
  const k = usePhotoKit();
  const photos = usePhotos();
  /** The form's submission under way was asked from "Send without photos" (PhotoStatus). */
  const without = useRef(false);
  useImperativeHandle(handle, () => ({ ready: () => (without.current ? Promise.resolve([]) : photos.ready()), clear: photos.clear }));
  const input = useRef<HTMLInputElement>(null);
  // Each submission says which button asked for it (before the form's own handler, which React
  // attaches at the root): only "Send without photos" sends none, and only that once.
  useEffect(() => {
    const form = input.current?.form;
    const decide = (e: SubmitEvent) => void (without.current = e.submitter instanceof HTMLElement && e.submitter.dataset.photos === 'without');
    form?.addEventListener('submit', decide);
    return () => form?.removeEventListener('submit', decide);
  }, []);
  const take = (el: HTMLInputElement) => {
    photos.add([...(el.files ?? [])]);
    // The same photo can be chosen again after it was removed.
    el.value = '';
  };
  // Chosen before the app ran: the input holds them.
  useEffect(() => {
    if (input.current?.files?.length) take(input.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the app takes the page
  }, []);
  return (
    <Box role="group" aria-labelledby={`${p}-photos-label`} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Box id={`${p}-photos-label`} sx={labelSx}>
        {k.photos}
      </Box>
      <Box component="p" id={`${p}-photos-hint`} sx={{ m: 0, mb: 1.5, color: 'text.secondary', fontSize: '0.95rem' }}>
        {format(k.photosHint, { max: PHOTO_LIMITS.maxCount })}
      </Box>
      {(photos.items.length > 0 || photos.note) && (
        <Suspense fallback={null}>
          <PhotoList photos={photos} onRemoved={() => input.current?.focus()} />
        </Suspense>
      )}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        disableRipple
        variant="outlined"
        {...NATIVE_PROPS}
        onPointerDown={photos.prepare}
        sx={{ minHeight: 48, fontWeight: 600, '&:has(:focus-visible)': { outline: '3px solid', outlineOffset: 2 } }}
      >
        {k.addPhotos}
        <Box component="input" ref={input} type="file" accept="image/*" multiple aria-describedby={`${p}-photos-hint`} onChange={(e) => take(e.target as HTMLInputElement)} sx={visuallyHidden} />
      </Button>
    </Box>
  );
}

/**
 * What the form's answer says about photos: the relay took the lead without them (413), or the
 * device would not store them, with the offer to send the lead without them (a submit button:
 * the form sends as on Send, the control giving no photos for that submission) and the other ways to reach
 * the business, with what the visitor typed. Nothing for any other answer.
 */
export function PhotoStatus({ status, draft }: { status: FormStatus; draft: LeadValues }) {
  const k = usePhotoKit();
  if (status.kind === 'sent' && status.photosRefused) return <Box component="p" sx={{ m: 0, mt: 1, fontWeight: 500 }}>{k.photosRefused}</Box>;
  if (status.kind !== 'photosNotSaved') return null;
  return (
    <>
      <Box component="p" sx={{ m: 0, fontWeight: 500 }}>
        {k.photosNotSaved}
      </Box>
      <Button type="submit" data-photos="without" variant="contained" sx={{ minHeight: 44, mt: 1.5 }}>
        {k.sendWithoutPhotos}
      </Button>
      <Alternatives draft={draft} />
    </>
  );
}
