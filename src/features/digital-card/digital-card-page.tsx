import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ThreeSixty from '@mui/icons-material/ThreeSixty';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { useCardKit } from '../../i18n/use-card-kit';
import { useSiteData } from '../../site-data/site-data-context';
import { CardActions } from './card-actions';
import { CardTools } from './card-tools';
import { ContactFace, ServicesFace } from './card-faces';
import { FlipCard } from './flip-card';
import { answerTurns } from '../../entry/card-turn';
import { QrPanel } from './qr-panel';
import { useSiteUrl } from './use-site-url';
import { visuallyHidden } from '../../utils/visually-hidden';
import { useSlot } from '../../components/slots';
import { EmptyRecordNotice, isEmptyRecord } from '../../components/empty-record';
import { CARD_TURN_ATTR, FACE_TEXT_ATTRS, NATIVE_PROPS } from '../../contract/page-marks';

const CARD_ID = 'digital-card';
const STATUS_ID = 'digital-card-face';
/** The live region's words as rendered: none (the entry writes them). */
const NO_WORDS = { __html: '' };

/**
 * The digital business card: a card that turns between the contact face and the services face,
 * with Save contact, Share and a QR code of the site, all working offline.
 */
export function DigitalCardPage() {
  const data = useSiteData();
  const s = useStrings();
  const k = useCardKit();
  usePageTitle(s.pages.digitalCard, data.dbPrincipal.name);
  const siteUrl = useSiteUrl();
  const cardUrl = siteUrl ? new URL(paths.digitalCard.slice(1), siteUrl).href : '';
  const InstallPrompt = useSlot('InstallPrompt');
  const ContactExchange = useSlot('ContactExchange');
  const [exchanging, setExchanging] = useState(false);
  if (isEmptyRecord(data)) return <EmptyRecordNotice />;

  return (
    <Box
      sx={{
        maxWidth: 920,
        mx: 'auto',
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 440px)', md: '440px minmax(0, 340px)' },
        justifyContent: 'center',
        alignItems: 'center',
      }}
    >
      <TurningCard />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <CardActions siteUrl={siteUrl} shareLink={cardUrl} />
        <CardTools />
        {ContactExchange && (
          <Button onClick={() => setExchanging(true)} variant="contained" color="warning" fullWidth size="large" sx={{ minHeight: 52, fontSize: '1rem', fontWeight: 700, '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.contrastText', outlineOffset: 2 } }}>
            {k.exchange}
          </Button>
        )}
        {ContactExchange && exchanging && (
          <Suspense fallback={null}>
            <ContactExchange idPrefix="card-exchange" onClose={() => setExchanging(false)} />
          </Suspense>
        )}
        {InstallPrompt && <InstallPrompt />}
        <QrPanel siteUrl={siteUrl} />
      </Box>
    </Box>
  );
}

/**
 * The card, the button that turns it, and the line that tells a screen reader which face shows.
 * Their markup only, at the first face: the turn is the entry's (entry/card-turn.ts), before the
 * app runs and after, and nothing here writes the card's state again. Installed here too for a
 * page the build did not write (once a document).
 */
function TurningCard() {
  const s = useStrings();
  useEffect(() => void answerTurns(document), []);
  return (
    <Box>
      {/* The page's h1 sits outside the faces, so it stays in the accessibility tree whichever face is shown. */}
      <Typography variant="h1" sx={visuallyHidden}>
        {s.card.title}
      </Typography>
      <FlipCard id={CARD_ID} front={<ContactFace />} back={<ServicesFace />} />
      {/* The theme's button, drawn only (no handler: the entry turns the card; already in this page's code for the card's actions). */}
      <Button
        aria-controls={CARD_ID}
        {...{ [CARD_TURN_ATTR]: STATUS_ID, ...NATIVE_PROPS }}
        fullWidth
        size="large"
        startIcon={<ThreeSixty />}
        sx={{
          mt: 2.5,
          minHeight: 56,
          fontSize: '1.1rem',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: '0 10px 24px rgba(0,0,0,.25)',
          '&:hover': { bgcolor: 'grey.100' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.contrastText', outlineOffset: 3 },
        }}
      >
        {s.card.rotate}
      </Button>
      <Box
        id={STATUS_ID}
        role="status"
        aria-live="polite"
        sx={visuallyHidden}
        {...{ [FACE_TEXT_ATTRS.front]: s.card.contactFace, [FACE_TEXT_ATTRS.back]: s.card.servicesFace }}
        // Its words are the entry's, once the card has turned: children React does not manage, so it keeps them.
        dangerouslySetInnerHTML={NO_WORDS}
        suppressHydrationWarning
      />
    </Box>
  );
}
