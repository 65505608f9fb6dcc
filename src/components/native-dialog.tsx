import { useCallback, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { belowFold } from '../theme/offscreen';
import { PART_PROPS } from '../contract/page-marks';
import { HydrationPart } from './hydration-part';
import { lockPageScroll } from '../utils/page-scroll';
import type { SxProps, Theme } from '@mui/material/styles';

export interface NativeDialogProps {
  /** Called on Escape, on a click on the backdrop, and by the dialog's own close button. */
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  /** Largest width of the dialog on wide screens, in px. */
  maxWidth: number;
  sx?: SxProps<Theme>;
  /**
   * Whether it is shown (default: while mounted). A dialog that is kept mounted closed is in
   * the prerendered page, where the page's entry can show it before the app runs
   * (`name` finds it; src/main.tsx); shown so, the app adopts it as open.
   */
  open?: boolean;
  /** `data-popup` on the `<dialog>`. */
  name?: string;
  children: ReactNode;
}

/**
 * Shows the dialog as a modal while `open`: closes through `onClose` (once) on Escape or a
 * click on the backdrop, focuses its first control, locks the page's scroll, and on close gives
 * focus back to where it was.
 */
function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // One close per dialog, however many ways the visitor asks at once (Escape fires both
    // keydown and cancel): a second call would also close the popup shown next.
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      onCloseRef.current();
    };
    // (Where showModal is missing, as in jsdom or very old browsers: shown, not modal.)
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Escape: the browser would close the dialog on its own; the owner decides instead.
    const cancel = (e: Event) => {
      e.preventDefault();
      close();
    };
    const keydown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      close();
    };
    // A click on the backdrop lands on the <dialog> itself (its content fills a child box).
    const click = (e: MouseEvent) => {
      if (e.target === dialog) close();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('keydown', keydown);
    dialog.addEventListener('click', click);
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
    const unlockScroll = lockPageScroll();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('keydown', keydown);
      dialog.removeEventListener('click', click);
      unlockScroll();
      // Closing (rather than only removing it) gives focus back to where it was.
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // Browsers give focus back on close(); where they do not (or the opener re-rendered), do it here.
      if (opener?.isConnected && (document.activeElement === document.body || dialog.contains(document.activeElement))) opener.focus();
    };
  }, [open, ref]);
}

/**
 * A modal dialog on the browser's own `<dialog>` (`showModal()`), shown while it is mounted:
 * the page behind is inert, Tab stays inside, focus returns to where it was on close, Escape
 * and a click on the backdrop close it, and the page does not scroll behind it. The home page
 * opens one on every first visit; this needs no dialog library code (MUI's Modal, Dialog and
 * transitions were ~10 KB of gzip on that visit).
 */
export function NativeDialog({ onClose, labelledBy, maxWidth, sx, open = true, name, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref, open, onClose);
  // Its body hydrates on its own (a part: components/hydration-part.tsx).
  const bodyRef = useRef<HTMLDivElement>(null);
  const body = useCallback(() => bodyRef.current, []);

  return (
    <Box
      component="dialog"
      ref={ref}
      data-popup={name}
      // Never open when a page first paints: the styles of what is inside wait (theme/offscreen.ts).
      {...belowFold}
      aria-labelledby={labelledBy}
      aria-modal="true"
      sx={{
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        width: '100%',
        maxWidth: 'none',
        maxHeight: 'none',
        height: '100%',
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        '&::backdrop': { backgroundColor: 'rgba(0,0,0,.5)' },
      }}
    >
      {/* The click target for "outside": the padding around the paper is the dialog itself. */}
      <Box
        sx={{
          minHeight: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 1.5, sm: 4 },
          pointerEvents: 'none',
        }}
      >
        <Box
          ref={bodyRef}
          {...PART_PROPS}
          sx={[
            {
              position: 'relative',
              width: '100%',
              maxWidth,
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRadius: 4,
              boxShadow: '0 11px 15px -7px rgba(0,0,0,.2), 0 24px 38px 3px rgba(0,0,0,.14), 0 9px 46px 8px rgba(0,0,0,.12)',
              pointerEvents: 'auto',
            },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        >
          <HydrationPart container={body} fallback={null}>
            {children}
          </HydrationPart>
        </Box>
      </Box>
    </Box>
  );
}
