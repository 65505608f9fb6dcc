import Box from '@mui/material/Box';
import { format } from '../../../i18n';
import { photoKit } from '../../../i18n/photo-kit';
import { language } from '../../../site-data/selectors';
import { useSiteData } from '../../../site-data/site-data-context';
import type { Photos } from '../use-photos';
import { PHOTO_LIMITS } from './resize-rules';

/** The photos' code, loaded with the thumbnails when the visitor first reaches for the control. */
export { shrinkPhoto } from './shrink-photo';

const tile = { width: 96, height: 96, borderRadius: 2, display: 'block' } as const;

/**
 * The photos added, as thumbnails in a list, each with a remove button named for its photo
 * (dark on a white ring: readable over any photo and any record colour); under them, how many
 * are added and what was left out, announced as they change.
 */
export function PhotoList({ photos, onRemoved }: { photos: Photos; onRemoved: () => void }) {
  const k = photoKit[language(useSiteData())];
  const max = PHOTO_LIMITS.maxCount;
  const said = [photos.items.length ? format(k.count, { count: photos.items.length, max }) : '', photos.note ? format(k[photos.note], { max }) : ''];
  return (
    <>
      {photos.items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {photos.items.map((item, i) => (
            <Box component="li" key={item.key} sx={{ position: 'relative' }}>
              {item.url ? (
                <Box component="img" src={item.url} alt={format(k.photoAlt, { n: i + 1 })} sx={{ ...tile, objectFit: 'cover' }} />
              ) : (
                <Box role="img" aria-label={format(k.preparing, { n: i + 1 })} sx={{ ...tile, bgcolor: 'action.hover', border: '1px dashed', borderColor: 'grey.600' }} />
              )}
              <Box
                component="button"
                type="button"
                aria-label={format(k.removePhoto, { n: i + 1 })}
                onClick={() => {
                  photos.remove(item.key);
                  onRemoved();
                }}
                sx={{
                  position: 'absolute',
                  top: -8,
                  right: -8,
                  width: 36,
                  height: 36,
                  p: 0,
                  borderRadius: '50%',
                  border: '2px solid #fff',
                  bgcolor: 'rgba(0, 0, 0, 0.82)',
                  color: '#fff',
                  font: 'inherit',
                  fontSize: '1.25rem',
                  lineHeight: 1,
                  cursor: 'pointer',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <span aria-hidden="true">×</span>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={{ mb: 1.5, fontSize: '0.95rem' }}>
        {said.filter(Boolean).join(' ')}
      </Box>
    </>
  );
}
