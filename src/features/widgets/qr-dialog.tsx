import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { SafeImage } from '../../components/safe-image';
import { track } from '../../events/track';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';

/** The record's QR image in a full-screen overlay with a close button. */
export default function QrDialog({ onClose }: { onClose(): void }) {
  useEffect(() => track('qr-open'), []);
  const data = useSiteData();
  const s = useStrings();
  return (
    <Dialog open onClose={onClose} fullScreen aria-labelledby="qr-title">
      <Box sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, position: 'relative' }}>
        <IconButton onClick={onClose} aria-label={s.common.close} sx={{ position: 'absolute', right: 12, top: 12, width: 48, height: 48 }}>
          <CloseIcon />
        </IconButton>
        <Typography id="qr-title" component="h2" variant="h5" sx={{ textAlign: 'center' }}>
          {s.widgets.qr}
        </Typography>
        <SafeImage
          src={data.qrImg}
          alt={format(s.widgets.qrAlt, { name: data.dbPrincipal.name })}
          width={320}
          height={320}
          data-testid="qr-image"
          style={{ width: 'min(80vw, 60vh, 420px)', height: 'auto', aspectRatio: '1', objectFit: 'contain', background: '#fff' }}
        />
        <Typography sx={{ color: 'text.secondary' }}>{s.widgets.qrHint}</Typography>
      </Box>
    </Dialog>
  );
}
