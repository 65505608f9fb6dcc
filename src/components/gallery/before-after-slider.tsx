import Box from '@mui/material/Box';
import { useEffect, useId } from 'react';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { SafeImage } from '../safe-image';
import { clampPercent } from '../../controls/slider-keys';
import { answerSliderDrags, splitStyles } from '../../entry/slider-drag';
import { SLIDER_ATTR, SPLIT_PARTS } from '../../contract/page-marks';

export interface BeforeAfterSliderProps {
  before: string;
  after: string;
  /** 1-based position, for the accessible label. */
  n: number;
  initial?: number;
  /** Above the fold (first on the page): load eagerly. */
  priority?: boolean;
}

const tag = {
  position: 'absolute',
  top: 12,
  px: 1.25,
  py: 0.5,
  borderRadius: 999,
  fontSize: '.8rem',
  fontWeight: 700,
  letterSpacing: '.06em',
  textTransform: 'uppercase',
  color: '#fff',
  bgcolor: 'rgba(0,0,0,.62)',
  pointerEvents: 'none',
} as const;

/** The visible line and knob at the split (the range input before it draws its focus ring on the knob). */
function SliderHandle({ left }: { left: string }) {
  return (
    <Box
      className="ba-handle"
      aria-hidden="true"
      {...{ [SPLIT_PARTS.handle]: '' }}
      suppressHydrationWarning
      sx={{ position: 'absolute', top: 0, bottom: 0, width: 0, pointerEvents: 'none' }}
      style={{ left }}
    >
      <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: -1.5, width: 3, bgcolor: '#fff', boxShadow: '0 0 6px rgba(0,0,0,.45)' }} />
      <Box
        className="ba-knob"
        sx={{
          position: 'absolute',
          top: '50%',
          left: 0,
          transform: 'translate(-50%, -50%)',
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: '#fff',
          color: 'var(--secondary-color)',
          display: 'grid',
          placeItems: 'center',
          fontSize: 20,
          fontWeight: 800,
          boxShadow: '0 2px 10px rgba(0,0,0,.35)',
        }}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d="M9.5 6 3.5 12l6 6V6Zm5 0v12l6-6-6-6Z" />
        </svg>
      </Box>
    </Box>
  );
}

const frameSx = {
  position: 'relative',
  aspectRatio: '3 / 2',
  borderRadius: 3,
  overflow: 'hidden',
  bgcolor: 'grey.300',
  cursor: 'ew-resize',
  touchAction: 'pan-y',
  userSelect: 'none',
  boxShadow: '0 10px 30px rgba(0,0,0,.14)',
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', pointerEvents: 'none' },
} as const;

const rangeSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  m: 0,
  opacity: 0,
  pointerEvents: 'none',
  '&:focus-visible + .ba-handle .ba-knob': { outline: '3px solid #fff', boxShadow: '0 0 0 6px rgba(0,0,0,.55)' },
} as const;

/**
 * The after image with the before image clipped on top of it, split at a draggable handle.
 * The real control is an `<input type="range">` laid over the picture (invisible; the handle is
 * its visual), so keyboards and screen readers operate it like any slider. Its one behaviour is
 * the entry's (entry/slider-drag.ts: a drag anywhere on the picture, the keys), before the app
 * runs and after; this renders the markup only, at `initial`, and never writes the value again
 * (the entry owns it). Installed here too for a page the build did not write (once a document).
 */
export function BeforeAfterSlider({ before, after, n, initial = 50, priority = false }: BeforeAfterSliderProps) {
  const s = useStrings();
  const inputId = useId();
  const start = Math.round(clampPercent(initial));
  const split = splitStyles(start);
  useEffect(() => void answerSliderDrags(document), []);

  return (
    <Box data-testid="before-after" {...{ [SLIDER_ATTR]: s.gallery.sliderValue }} sx={frameSx}>
      <SafeImage src={after} alt="" width={1200} height={800} priority={priority} sizes="(min-width: 900px) 50vw, 100vw" draggable={false} />
      <Box
        data-testid="before-layer"
        {...{ [SPLIT_PARTS.layer]: '' }}
        // The split is the entry's once moved (also before the app hydrates).
        suppressHydrationWarning
        sx={{ position: 'absolute', inset: 0 }}
        style={{ clipPath: split.clipPath }}
      >
        <SafeImage src={before} alt="" width={1200} height={800} priority={priority} sizes="(min-width: 900px) 50vw, 100vw" draggable={false} />
      </Box>
      <Box aria-hidden="true" sx={{ ...tag, left: 12 }}>
        {s.gallery.before}
      </Box>
      <Box aria-hidden="true" sx={{ ...tag, right: 12 }}>
        {s.gallery.after}
      </Box>
      <Box
        component="input"
        id={inputId}
        type="range"
        min={0}
        max={100}
        step={1}
        defaultValue={start}
        aria-label={format(s.gallery.sliderLabel, { n })}
        aria-valuetext={format(s.gallery.sliderValue, { before: start, after: 100 - start })}
        suppressHydrationWarning
        sx={rangeSx}
      />
      <SliderHandle left={split.left} />
    </Box>
  );
}
