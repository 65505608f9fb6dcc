import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import IosShare from '@mui/icons-material/IosShare';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { browserShareEnv, shareUrl } from '../../utils/share';

/** The vCard code (photo, file, download) loads on the first tap, not with the card. */
const contactFileCode = () => import('./contact-file');

const lightOutlined = {
  color: 'secondary.contrastText',
  borderColor: 'currentColor',
  borderWidth: 2,
  minHeight: 52,
  fontSize: '1rem',
  px: 1.5,
  // A long label (Spanish "Guardar contacto" at 390 px, a larger system font) wraps inside its
  // button instead of running over the border.
  lineHeight: 1.2,
  textAlign: 'center',
  '&:hover': { borderColor: 'currentColor', borderWidth: 2, bgcolor: 'rgba(255,255,255,.12)' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.contrastText', outlineOffset: 2 },
} as const;

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed' };

/** Save contact (a vCard made on the device) and Share (the .vcf or the link through the share sheet, else copy the link). */
export function CardActions({ siteUrl, shareLink }: { siteUrl: string; shareLink: string }) {
  const data = useSiteData();
  const s = useStrings();
  const [failedBefore = '', failedAfter = ''] = s.card.copyFailed.split('{url}');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const share = async () => {
    setStatus({ kind: 'idle' });
    // The .vcf itself where the device can share files (no signal needed), else the link.
    const files = await contactFileCode()
      .then((m) => m.contactFile(data, siteUrl))
      .then((f) => [f], () => undefined);
    const outcome = await shareUrl(browserShareEnv(), { title: data.dbPrincipal.name, url: shareLink, files });
    if (outcome.kind === 'copied' || outcome.kind === 'failed') setStatus({ kind: outcome.kind });
  };

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        <Button variant="outlined" data-event="save-contact" onClick={() => void contactFileCode().then((m) => m.saveContact(data, siteUrl))} startIcon={<PersonAddAlt1Outlined />} sx={lightOutlined}>
          {s.card.saveContact}
        </Button>
        <Button variant="outlined" data-event="share" onClick={() => void share()} disabled={!shareLink} startIcon={<IosShare />} sx={lightOutlined}>
          {s.card.share}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1.5, color: 'secondary.contrastText', textAlign: 'center' }}>
        {status.kind === 'copied' && <Typography sx={{ fontWeight: 600 }}>{s.card.copied}</Typography>}
        {status.kind === 'failed' && (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {failedBefore}
            <Box component="a" href={shareLink} sx={{ color: 'inherit', userSelect: 'all' }}>
              {shareLink}
            </Box>
            {failedAfter}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
