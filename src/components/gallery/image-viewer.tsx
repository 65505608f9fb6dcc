import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { SafeImage } from '../safe-image';
import { nextIndex, previousIndex, swipeTracker, viewerKeyAction } from '../../controls/viewer-state';

export interface ImageViewerProps {
  images: readonly string[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
  /** Names the gallery (landing name) in the dialog's label. */
  label?: string;
}

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 52,
  height: 52,
  color: '#fff',
  bgcolor: 'rgba(0,0,0,.45)',
  border: '1px solid rgba(255,255,255,.35)',
  '&:hover': { bgcolor: 'rgba(0,0,0,.7)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
} as const;

/** Where the image shows: it takes the room left under the title bar; a swipe sideways moves on. */
const STAGE_SX = {
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  px: { xs: 0, md: 10 },
  pb: { xs: 2, md: 4 },
  touchAction: 'pan-y pinch-zoom',
  userSelect: 'none',
} as const;

/** The pointer handlers that turn a swipe into `go` (viewer-state.ts's rule). */
function useSwipe(go: (dir: 'next' | 'previous') => void) {
  const [swipe] = useState(swipeTracker);
  return {
    onPointerDown: (e: PointerEvent) => swipe.down(e),
    onPointerUp: (e: PointerEvent) => {
      const dir = swipe.up(e);
      if (dir) go(dir);
    },
    onPointerCancel: () => swipe.cancel(),
  };
}

/**
 * Full-screen image viewer (MUI Dialog: focus trapped, Escape closes, focus returns to the
 * thumbnail that opened it). Arrow keys and swipes move through the images, wrapping both ways.
 */
export function ImageViewer({ images, index, onIndexChange, onClose, label }: ImageViewerProps) {
  const s = useStrings();
  const titleId = useId();
  const count = images.length;
  const open = index !== null && count > 0;
  // Keep showing the last image while the dialog fades out.
  const shown = useRef(0);
  if (index !== null) shown.current = index;
  const current = Math.min(Math.max(0, shown.current), Math.max(0, count - 1));
  const counter = format(s.gallery.imageOf, { n: current + 1, total: count });

  const go = (dir: 'next' | 'previous') =>
    onIndexChange(dir === 'next' ? nextIndex(current, count) : previousIndex(current, count));

  const onKeyDown = (e: KeyboardEvent) => {
    const action = viewerKeyAction(e.key);
    if (!action || action === 'close') return; // Escape is the Dialog's own
    e.preventDefault();
    if (action === 'first') onIndexChange(0);
    else if (action === 'last') onIndexChange(count - 1);
    else go(action);
  };

  const swipe = useSwipe(go);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: '#0b100c', color: '#fff', backgroundImage: 'none' } } }}
    >
      {count > 0 && (
        <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', height: '100%' }}>
          <ViewerTitle id={titleId} label={label} counter={counter} onClose={onClose} />
          <Box
            {...swipe}
            sx={STAGE_SX}
          >
            <SafeImage
              key={images[current]}
              src={images[current]}
              alt={counter}
              width={1200}
              height={900}
              priority
              sizes="100vw"
              draggable={false}
              data-testid="viewer-image"
              style={{ width: '100%', height: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
            {count > 1 && (
              <>
                <IconButton onClick={() => go('previous')} aria-label={s.common.previous} sx={{ ...navButton, left: { xs: 8, md: 20 } }}>
                  <ChevronLeft fontSize="large" />
                </IconButton>
                <IconButton onClick={() => go('next')} aria-label={s.common.next} sx={{ ...navButton, right: { xs: 8, md: 20 } }}>
                  <ChevronRight fontSize="large" />
                </IconButton>
              </>
            )}
          </Box>
        </Box>
      )}
    </Dialog>
  );
}

/** The title bar: the gallery's name, the live counter and the close button. */
function ViewerTitle({ id, label, counter, onClose }: { id: string; label?: string; counter: string; onClose(): void }) {
  const s = useStrings();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, md: 3 }, py: 1.5 }}>
      <Typography id={id} component="h2" sx={{ flex: 1, fontWeight: 700, fontSize: '1rem', color: '#fff' }}>
        {label ? `${label} · ` : ''}
        <span aria-live="polite" aria-atomic="true" data-testid="viewer-counter">
          {counter}
        </span>
      </Typography>
      <IconButton
        onClick={onClose}
        aria-label={s.common.close}
        sx={{ ...navButton, position: 'static', transform: 'none', width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
