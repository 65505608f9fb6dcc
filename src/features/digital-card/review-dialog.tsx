import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import IosShare from '@mui/icons-material/IosShare';
import { track } from '../../events/track';
import { format } from '../../i18n';
import { reviewKit } from '../../i18n/review-kit';
import { useStrings } from '../../i18n/use-strings';
import { language } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { isSafeHref } from '../../site-data/url-safety';
import { ReviewCode } from './review-code';
import type { QrFormat } from './qr-download';
import { browserShareEnv, shareUrl, type ShareOutcome } from './share';

/** Share of the screen's shorter side the code takes: a customer's camera reads it from a step away (at least 70 %). */
export const REVIEW_QR_SHARE = 0.76;

/** The code's side in CSS pixels for a window, kept to whole pixels so its modules stay crisp. */
export function reviewQrSide(width: number, height: number): number {
  return Math.floor(Math.min(width, height) * REVIEW_QR_SHARE);
}

function useQrSide(): number {
  const measure = () => (typeof window === 'undefined' ? 320 : reviewQrSide(window.innerWidth, window.innerHeight));
  const [side, setSide] = useState(measure);
  useEffect(() => {
    const update = () => setSide(measure());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return side;
}

/**
 * "Ask for a review": the review page's QR code over the whole screen, drawn on the
 * device (no signal needed on the customer's driveway), with the business's name and logo, the
 * link to share or copy, and the printable review card (SVG and 2048 px PNG, as the card kit's).
 * Its own chunk: the card's first visit does not carry it.
 */
export default function ReviewDialog({ url, onClose }: { url: string; onClose(): void }) {
  useEffect(() => track('review-qr'), []);
  const data = useSiteData();
  const s = useStrings();
  const r = reviewKit[language(data)];
  const side = useQrSide();
  const [shared, setShared] = useState<ShareOutcome['kind'] | undefined>();
  const name = data.dbPrincipal.name;
  const logo = data.dbPrincipal.logo && isSafeHref(data.dbPrincipal.logo) ? data.dbPrincipal.logo : undefined;
  // The build's copy of the logo (card-photo.json, precached): the record's own address is on
  // another host, often not cached, and would show as a broken image with no signal.
  const [photo, setPhoto] = useState<string | undefined>();
  useEffect(() => {
    let alive = true;
    void import('./contact-file')
      .then((m) => m.loadCardPhoto(logo))
      .then((jpeg) => alive && jpeg && setPhoto(`data:image/jpeg;base64,${jpeg}`));
    return () => {
      alive = false;
    };
  }, [logo]);
  const download = (fmt: QrFormat) => void import('./qr-download').then((m) => m.downloadQr({ format: fmt, text: url, name, logo, kind: 'review' }));
  const share = () => void shareUrl(browserShareEnv(), { title: name, url }).then((o) => setShared(o.kind));
  return (
    <Dialog open onClose={onClose} fullScreen aria-labelledby="review-qr-title" aria-describedby="review-qr-hint">
      <Box
        sx={{
          minHeight: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          p: 2,
          // On a landscape screen the words go beside the code, so the code keeps its share of the height.
          '@media (orientation: landscape)': { flexDirection: 'row', gap: 4 },
        }}
      >
        <IconButton onClick={onClose} aria-label={r.close} sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
        <ReviewCode text={url} logo={photo} size={side} label={format(r.reviewQr, { name })} />
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.25, maxWidth: 360, textAlign: 'center' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {photo && <Box component="img" src={photo} alt="" width={48} height={48} sx={{ width: 48, height: 48, objectFit: 'contain', borderRadius: '50%', border: 1, borderColor: 'divider' }} />}
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>{name}</Typography>
          </Box>
          <Typography id="review-qr-title" component="h2" variant="h5">
            {r.reviewTitle}
          </Typography>
          <Typography id="review-qr-hint" sx={{ color: 'text.secondary' }}>
            {r.reviewHint}
          </Typography>
          <Button variant="contained" onClick={share} startIcon={<IosShare />} sx={{ minHeight: 48 }}>
            {r.shareLink}
          </Button>
          <Typography role="status" sx={{ minHeight: '1.5em', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {shared === 'copied' ? s.card.copied : shared === 'failed' ? format(s.card.copyFailed, { url }) : ''}
          </Typography>
          <Box role="group" aria-label={r.printCard} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, width: '100%' }}>
            {(['svg', 'png'] as const).map((f) => (
              <Button key={f} variant="outlined" onClick={() => download(f)} aria-label={format(r.downloadCard, { format: f === 'png' ? 'PNG (2048 px)' : 'SVG' })} sx={{ minHeight: 44, fontWeight: 700 }}>
                {f.toUpperCase()}
              </Button>
            ))}
          </Box>
        </Box>
      </Box>
    </Dialog>
  );
}
