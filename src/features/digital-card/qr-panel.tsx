import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useCardKit } from '../../i18n/use-card-kit';
import { useSiteData } from '../../site-data/site-data-context';
import { isSafeHref } from '../../site-data/url-safety';
import { useInView } from '../../hooks/use-in-view';
import { QrCode } from './qr-code';
import type { QrFormat } from '../../utils/qr/qr-download';

type QrKind = 'link' | 'contact';

const toggleSx = (on: boolean) =>
  ({
    flex: 1,
    minHeight: 44,
    borderRadius: '999px',
    fontWeight: 700,
    bgcolor: on ? 'primary.main' : 'transparent',
    color: on ? 'primary.contrastText' : 'text.primary',
    '&:hover': { bgcolor: on ? 'primary.dark' : 'action.hover' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  }) as const;

/**
 * The card's QR codes: the site link, or the contact itself (a compact vCard a camera saves with
 * no signal), each with the logo, and SVG / 2048 px PNG downloads for print (code loaded on click).
 */
export function QrPanel({ siteUrl }: { siteUrl: string }) {
  const data = useSiteData();
  const s = useStrings();
  const k = useCardKit();
  const [kind, setKind] = useState<QrKind>('link');
  // Drawn when the panel nears the screen (below the card on a phone): the encoder is not part
  // of the card's first visit (150 KB of JavaScript at most).
  const near = useInView<HTMLDivElement>({ rootMargin: '100px' });
  const name = data.dbPrincipal.name;
  const [contact, setContact] = useState('');
  // The vCard code loads when the contact QR is first asked for, not with the card.
  useEffect(() => {
    if (kind !== 'contact') return;
    let alive = true;
    void import('./vcard').then((m) => alive && setContact(m.buildVCard(data, siteUrl, { compact: true })));
    return () => {
      alive = false;
    };
  }, [kind, data, siteUrl]);
  const text = kind === 'link' ? siteUrl : contact;
  const logo = data.dbPrincipal.logo && isSafeHref(data.dbPrincipal.logo) ? data.dbPrincipal.logo : undefined;
  const kindName = kind === 'link' ? k.qrLink : k.qrContact;
  const download = (fmt: QrFormat) => {
    if (!text) return;
    void import('../../utils/qr/qr-download').then((m) => m.downloadQr({ format: fmt, text, name, logo, kind }));
  };
  return (
    <Box
      ref={near.ref}
      sx={{
        justifySelf: 'center',
        width: '100%',
        maxWidth: 320,
        p: 2.5,
        borderRadius: '20px',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.25,
        boxShadow: '0 20px 40px rgba(0,0,0,.25)',
      }}
    >
      <Box role="group" aria-label={k.qrKind} sx={{ display: 'flex', gap: 0.5, width: '100%', p: 0.5, borderRadius: '999px', bgcolor: 'grey.100' }}>
        {(['link', 'contact'] as const).map((q) => (
          <Button key={q} aria-pressed={kind === q} onClick={() => setKind(q)} sx={toggleSx(kind === q)}>
            {q === 'link' ? k.qrLink : k.qrContact}
          </Button>
        ))}
      </Box>
      <Typography sx={{ fontWeight: 700, color: 'text.primary', textAlign: 'center' }}>{kind === 'link' ? s.card.scanToVisit : k.scanToSave}</Typography>
      <QrCode
        text={text}
        defer={!(near.inView || !near.supported)}
        kind={kind}
        logo={logo}
        label={kind === 'link' ? format(s.card.qr, { url: siteUrl }) : format(k.qrContactLabel, { name })}
      />
      <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', fontWeight: 600, textAlign: 'center', overflowWrap: 'anywhere', minHeight: '1.4em' }}>
        {kind === 'link' ? siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '') : name}
      </Typography>
      <Box role="group" aria-label={k.downloads} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, width: '100%' }}>
        {(['svg', 'png'] as const).map((f) => (
          <Button
            key={f}
            variant="outlined"
            size="small"
            disabled={!text}
            onClick={() => download(f)}
            aria-label={format(k.downloadNamed, { kind: kindName, format: f === 'png' ? 'PNG (2048 px)' : 'SVG' })}
            sx={{ minHeight: 44, fontWeight: 700 }}
          >
            {f === 'svg' ? k.downloadSvg : k.downloadPng}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
