import { useEffect, useRef, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useClock } from '../../hooks/use-clock';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import type { PaletteGroup } from './palette-data';

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection fallback
  }
  try {
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  } catch {
    return false;
  }
}

/** A swatch: its own colour, with ink that reads on it once the palette's data has loaded. */
function swatchSx(hex: string, ink: ((hex: string) => string) | undefined) {
  return {
    width: '100%',
    minHeight: 64,
    border: '1px solid rgba(0,0,0,.15)',
    borderRadius: 2,
    bgcolor: hex,
    color: ink?.(hex) ?? '#000',
    font: 'inherit',
    fontSize: '0.8125rem',
    textAlign: 'left',
    p: 1,
    cursor: 'pointer',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  } as const;
}

/** The colour palette (ModalColores): 12 collapsible groups; one tap copies a hex code. */
export default function PaletteDialog({ onClose }: { onClose(): void }) {
  const s = useStrings();
  const clock = useClock();
  const [groups, setGroups] = useState<PaletteGroup[] | undefined>();
  const [status, setStatus] = useState('');
  const [ink, setInk] = useState<((hex: string) => string) | undefined>();
  const clearStatus = useRef<() => void>(() => undefined);
  useEffect(() => {
    let live = true;
    void import('./palette-data').then((m) => {
      if (!live) return;
      setGroups(m.palette);
      setInk(() => m.inkFor);
    });
    return () => {
      live = false;
      clearStatus.current();
    };
  }, []);

  const copy = async (hex: string) => {
    const ok = await copyText(hex);
    setStatus(format(ok ? s.widgets.copiedHex : s.widgets.copyFailed, { hex }));
    clearStatus.current();
    clearStatus.current = clock.after(4000, () => setStatus(''));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="palette-title" fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="palette-title" sx={{ pr: 7 }}>
        {s.widgets.palette}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={s.common.close} sx={{ position: 'absolute', right: 8, top: 8, width: 44, height: 44 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography sx={{ mb: 2 }}>{s.widgets.paletteIntro}</Typography>
        {groups?.map((g) => (
          <Accordion key={g.key} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 48 }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                {s.widgets.paletteGroups[g.key]}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
                {g.colors.map((c) => (
                  <li key={c.hex + c.name}>
                    <Box
                      component="button"
                      type="button"
                      onClick={() => void copy(c.hex)}
                      aria-label={`${c.name}, ${format(s.widgets.copyHex, { hex: c.hex })}`}
                      sx={swatchSx(c.hex, ink)}
                    >
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        {c.name}
                      </Box>
                      <span>{c.hex}</span>
                    </Box>
                  </li>
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        ))}
      </DialogContent>
      {/* Outside the scrolling area, so the confirmation is seen wherever the swatch was. */}
      <Box
        role="status"
        aria-live="polite"
        data-testid="palette-status"
        sx={{ minHeight: 44, px: 3, display: 'flex', alignItems: 'center', fontWeight: 700, color: 'success.dark' }}
      >
        {status}
      </Box>
    </Dialog>
  );
}
