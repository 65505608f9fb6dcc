import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useRef } from 'react';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { labelSx } from './form-field';
import { PHOTO_LIMITS } from './photos/resize-rules';
import { loadPhotoCode, type Photos } from './use-photos';

/** The thumbnails come with the photos' code: a visitor who adds none loads neither. */
const PhotoList = lazy(() => loadPhotoCode().then((m) => ({ default: m.PhotoList })));

/**
 * The form's photo control, for a relay that accepts files: a real button that opens the
 * device's camera or photo picker (a file input with `accept="image/*"`), then the thumbnails,
 * each with its remove button. Removing one puts the focus back on the button.
 */
export function PhotoControl({ p, photos }: { p: string; photos: Photos }) {
  const s = useStrings();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <Box role="group" aria-labelledby={`${p}-photos-label`} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Box id={`${p}-photos-label`} sx={labelSx}>
        {s.form.photos}
      </Box>
      <Box component="p" id={`${p}-photos-hint`} sx={{ m: 0, mb: 1.5, color: 'text.secondary', fontSize: '0.95rem' }}>
        {format(s.form.photosHint, { max: PHOTO_LIMITS.maxCount })}
      </Box>
      {(photos.items.length > 0 || photos.note) && (
        <Suspense fallback={null}>
          <PhotoList photos={photos} onRemoved={() => addButton.current?.focus()} />
        </Suspense>
      )}
      <Button ref={addButton} type="button" variant="outlined" aria-describedby={`${p}-photos-hint`} onPointerDown={photos.prepare} onClick={() => (photos.prepare(), input.current?.click())} sx={{ minHeight: 48, fontWeight: 600 }}>
        {s.form.addPhotos}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          photos.add([...(e.target.files ?? [])]);
          // The same photo can be chosen again after it was removed.
          e.target.value = '';
        }}
      />
    </Box>
  );
}
