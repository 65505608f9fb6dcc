import Box from '@mui/material/Box';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { SafeImage } from '../safe-image';
import { clampPercent, percentFromPointer, sliderKeyValue } from '../../controls/slider-keys';
import { readSliderValue, splitStyles } from '../../entry/slider-drag';
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

/**
 * Dragging anywhere on the picture moves the split (the pointer is captured, so the drag goes on
 * outside it) and focuses the range input, which the keyboard then moves.
 */
function useSliderDrag(setValue: (value: number) => void) {
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const dragging = useRef<number | null>(null);

  const fromPointer = (clientX: number) => {
    const r = box.current?.getBoundingClientRect();
    if (r) setValue(percentFromPointer(clientX, r.left, r.width));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    dragging.current = e.pointerId;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    input.current?.focus({ preventScroll: true });
    fromPointer(e.clientX);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === e.pointerId) fromPointer(e.clientX);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== e.pointerId) return;
    dragging.current = null;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
  };
  return { box, input, handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag } };
}

/** The visible line and knob at the split (the range input before it draws its focus ring on the knob). */
function SliderHandle({ left }: { left: string }) {
  return (
    <Box
      className="ba-handle"
      aria-hidden="true"
      {...{ [SPLIT_PARTS.handle]: '' }}
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
 * its visual), so keyboards and screen readers operate it like any slider. Before the app runs,
 * the entry moves it (entry/slider-drag.ts); the app starts from where the visitor left it.
 */
export function BeforeAfterSlider({ before, after, n, initial = 50, priority = false }: BeforeAfterSliderProps) {
  const s = useStrings();
  const inputId = useId();
  const [value, setValue] = useState(() => clampPercent(readSliderValue(typeof document === 'undefined' ? undefined : document, inputId) ?? initial));
  const split = splitStyles(value);
  const { box, input, handlers } = useSliderDrag(setValue);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const next = sliderKeyValue(e.key, value, e.shiftKey);
    if (next === null) return;
    e.preventDefault();
    setValue(next);
  };

  const rounded = Math.round(value);
  return (
    <Box ref={box} {...handlers} data-testid="before-after" {...{ [SLIDER_ATTR]: s.gallery.sliderValue }} sx={frameSx}>
      <SafeImage src={after} alt="" width={1200} height={800} priority={priority} sizes="(min-width: 900px) 50vw, 100vw" draggable={false} />
      <Box
        data-testid="before-layer"
        {...{ [SPLIT_PARTS.layer]: '' }}
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
        ref={input}
        id={inputId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={rounded}
        aria-label={format(s.gallery.sliderLabel, { n })}
        aria-valuetext={format(s.gallery.sliderValue, { before: rounded, after: 100 - rounded })}
        onChange={(e) => setValue(clampPercent(Number((e.target as HTMLInputElement).value)))}
        onKeyDown={onKeyDown}
        sx={rangeSx}
      />
      <SliderHandle left={split.left} />
    </Box>
  );
}
