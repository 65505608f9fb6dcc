import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { constants } from '../../config/constants';
import { NativeDialog } from '../../components/native-dialog';
import { SafeImage } from '../../components/safe-image';
import { useSlot } from '../../components/slots';
import { useStrings } from '../../i18n/use-strings';
import { format } from '../../i18n';
import { useSiteData, useSiteStatus } from '../../site-data/site-data-context';
import { stockImage } from '../../site-data/selectors';
import { SHOWN_DIALOG } from '../../contract/page-marks';
import { ESTIMATE_POPUP, WELCOME_POPUP, nextPopup, readMemory, writeMemory, type HomePopup, type PopupMemory } from '../../controls/home-popups';

/** Whether the prerendered estimate modal is open: shown by the page's entry before the app ran. */
function shownByPage(): boolean {
  if (typeof document === 'undefined') return false;
  const dialog = document.querySelector(`dialog[data-popup="${ESTIMATE_POPUP}"]`);
  return dialog instanceof HTMLDialogElement && dialog.open;
}

/**
 * Whether the visitor already has a dialog open: a photo, the menu or a video the page's entry
 * opened on a tap made before the app ran (a dialog drawn as a popover for its first frame
 * included, entry/dialog-parts.ts). The home popups' own (`data-popup`) are not the visitor's.
 */
function visitorHasDialogOpen(): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll<HTMLDialogElement>('dialog:not([data-popup])')].some((d) => {
    try {
      return d.matches(SHOWN_DIALOG);
    } catch {
      // A DOM without popovers (jsdom) knows no `:popover-open`.
      return d.open;
    }
  });
}

/** The image of the welcome popup: the first stock image, else the logo. */
export function welcomeImage(data: ReturnType<typeof useSiteData>): string | undefined {
  return stockImage(data, 0) ?? data.dbPrincipal.logo;
}

/**
 * Which home popup is open. Opened in an effect once the loading cover is gone, so the
 * prerendered HTML is the page itself; each popup at most once per visit (sessionStorage).
 */
export function useHomePopups(hasWelcome: boolean) {
  const { loading } = useSiteStatus();
  // The page's entry may have shown the prerendered estimate modal already (src/main.tsx):
  // the app takes it over as open, with the memory the entry wrote.
  const [adopted] = useState(shownByPage);
  const [open, setOpen] = useState<HomePopup | null>(adopted ? 'estimate' : null);
  const memory = useRef<PopupMemory>(adopted ? readMemory() : { estimate: false, welcome: false });
  const started = useRef(false);

  const show = useCallback((p: HomePopup | null) => {
    if (p) {
      memory.current = { ...memory.current, [p]: true };
      writeMemory(memory.current);
    }
    setOpen(p);
  }, []);

  /** The welcome image found a dialog of the visitor's on the screen: not shown, still due. */
  const skipWelcome = useCallback(() => {
    memory.current = { ...memory.current, welcome: false };
    writeMemory(memory.current);
    setOpen(null);
  }, []);

  useEffect(() => {
    if (loading || started.current) return;
    started.current = true;
    if (adopted) return;
    memory.current = readMemory();
    // The app started under a dialog the visitor opened (a tap before it ran): no popup over it.
    // What is due stays due, for the next time this visit opens the home page.
    if (visitorHasDialogOpen()) return;
    // A transition: the dialog and its form render in slices, not in one long task.
    startTransition(() => show(nextPopup(memory.current, hasWelcome)));
  }, [loading, hasWelcome, show, adopted]);

  return {
    open,
    openEstimate: () => show('estimate'),
    /** Closes the open popup and shows the next one in the sequence, if any. */
    close: () => show(nextPopup(memory.current, hasWelcome)),
    skipWelcome,
  };
}

const closeButtonSx = {
  position: 'absolute',
  right: 8,
  top: 8,
  zIndex: 1,
  width: 44,
  height: 44,
  bgcolor: 'rgba(255,255,255,.92)',
  color: 'text.primary',
  boxShadow: '0 2px 10px rgba(0,0,0,.15)',
  '&:hover': { bgcolor: '#fff' },
} as const;

/**
 * The estimate request popup. Always in the home page, closed unless `open`: the prerendered
 * page carries it, so the page's entry shows it on load (spec) without starting the app
 * (decision 0015), and the app adopts it.
 */
export function EstimateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const data = useSiteData();
  const s = useStrings();
  const LeadForm = useSlot('LeadForm');
  return (
    <NativeDialog open={open} name={ESTIMATE_POPUP} onClose={onClose} labelledBy="estimate-title" maxWidth={600} sx={{ borderTop: '6px solid var(--main-color)' }}>
      <IconButton aria-label={s.common.close} onClick={onClose} sx={closeButtonSx} data-dialog-close="">
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: { xs: 2.5, sm: 5 }, pt: { xs: 5, sm: 5 }, pb: 1, textAlign: 'center' }}>
        {data.dbPrincipal.logo && (
          <SafeImage
            src={data.dbPrincipal.logo}
            alt={data.dbPrincipal.name}
            width={constants.badgeWidthPx}
            height={Math.round(constants.badgeWidthPx / 2)}
            style={{ width: constants.badgeWidthPx, maxWidth: '100%', height: 'auto', objectFit: 'contain', display: 'block', margin: '0 auto 12px' }}
          />
        )}
        <Typography id="estimate-title" variant="h2" component="h2" sx={{ color: 'text.primary', fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
          {s.home.estimateTitle}
        </Typography>
      </Box>
      <Box sx={{ px: { xs: 2.5, sm: 5 }, pt: 1, pb: 4 }}>{LeadForm && <LeadForm idPrefix="estimate" />}</Box>
    </NativeDialog>
  );
}

/**
 * The welcome image popup (shown while mounted), unless the visitor has a dialog of their own on
 * the screen as it comes (a photo, the menu or a video opened meanwhile: it comes after the
 * estimate modal closes, or as the app starts, which on a slow phone is a second or more after
 * the tap that asked for it): then `onSkip`, and nothing is drawn over theirs.
 */
export function WelcomePopup({ image, onClose, onSkip }: { image: string; onClose: () => void; onSkip: () => void }) {
  const data = useSiteData();
  const s = useStrings();
  // Read as it renders, the moment it would open (its own dialog is not in the page yet).
  const [clear] = useState(() => !visitorHasDialogOpen());
  useEffect(() => {
    if (!clear) onSkip();
  }, [clear, onSkip]);
  const caption = format(s.home.welcomeAlt, { name: data.dbPrincipal.name }).trim();
  if (!clear) return null;
  return (
    <NativeDialog onClose={onClose} name={WELCOME_POPUP} labelledBy="welcome-title" maxWidth={900} sx={{ overflow: 'hidden' }}>
      <IconButton aria-label={s.home.welcomeClose} onClick={onClose} sx={closeButtonSx} data-dialog-close="">
        <CloseIcon />
      </IconButton>
      <Box sx={{ position: 'relative' }}>
        <SafeImage src={image} alt="" width={900} height={600} style={{ display: 'block', width: '100%', height: 'auto', maxHeight: '75vh', objectFit: 'cover' }} />
        <Box sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: { xs: 2.5, sm: 4 }, background: 'linear-gradient(transparent, rgba(0,0,0,.78))' }}>
          <Typography id="welcome-title" component="h2" sx={{ color: '#fff', fontWeight: 800, fontSize: { xs: '1.4rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {caption}
          </Typography>
        </Box>
      </Box>
    </NativeDialog>
  );
}
