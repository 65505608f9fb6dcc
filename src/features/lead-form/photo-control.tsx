import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useImperativeHandle, useRef, type Ref } from 'react';
import { format } from '../../i18n';
import { photoKit, type PhotoKitStrings } from '../../i18n/photo-kit';
import { language } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { labelSx } from './form-field';
import { PHOTO_LIMITS } from './photos/resize-rules';
import { loadPhotoCode, usePhotos, type PhotoHandle } from './use-photos';

/**
 * The form's photos, for a relay that accepts files, in a chunk of their own that only such a
 * tenant's form loads (./lead-form.tsx): the control, and what the form says about photos.
 */

/** The thumbnails come with the photos' code: a visitor who adds none loads neither. */
const PhotoList = lazy(() => loadPhotoCode().then((m) => ({ default: m.PhotoList })));

const usePhotoKit = (): PhotoKitStrings => photoKit[language(useSiteData())];

/**
 * A real button that opens the device's camera or photo picker (a file input with
 * `accept="image/*"`), then the thumbnails, each with its remove button. Removing one puts the
 * focus back on the button. `handle` gives the form the photos when it sends.
 */
export function PhotoControl({ p, handle }: { p: string; handle: Ref<PhotoHandle> }) {
  const k = usePhotoKit();
  const photos = usePhotos();
  useImperativeHandle(handle, () => ({ ready: photos.ready, clear: photos.clear }));
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
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
          <PhotoList photos={photos} onRemoved={() => addButton.current?.focus()} />
        </Suspense>
      )}
      <Button ref={addButton} type="button" variant="outlined" aria-describedby={`${p}-photos-hint`} onPointerDown={photos.prepare} onClick={() => (photos.prepare(), input.current?.click())} sx={{ minHeight: 48, fontWeight: 600 }}>
        {k.addPhotos}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(e) => {
          photos.add([...(e.target.files ?? [])]);
          // The same photo can be chosen again after it was removed.
          e.target.value = '';
        }}
      />
    </Box>
  );
}

/**
 * What the form's answer says about photos: the relay took the lead without them (413), or the
 * device would not store them, with the offer to send the lead without them.
 */
export function PhotoStatus({ kind, sendWithoutPhotos }: { kind: 'refused' | 'notSaved'; sendWithoutPhotos: () => void }) {
  const k = usePhotoKit();
  if (kind === 'refused') return <Box component="p" sx={{ m: 0, mt: 1, fontWeight: 500 }}>{k.photosRefused}</Box>;
  return (
    <>
      <Box component="p" sx={{ m: 0, fontWeight: 500 }}>
        {k.photosNotSaved}
      </Box>
      <Button variant="contained" onClick={sendWithoutPhotos} sx={{ minHeight: 44, mt: 1.5 }}>
        {k.sendWithoutPhotos}
      </Button>
    </>
  );
}
