import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyRecordNotice, isEmptyRecord } from '../../components/empty-record';
import { SafeImage } from '../../components/safe-image';
import { useSlot } from '../../components/slots';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { bioLinks } from './bio-links';
import { FindUsOnBlock } from './find-us-on-block';
import { reviewLink } from '../../site-data/review-link';
import { ExchangeButton, LinkButton, ReviewButton, SaveContactButton } from './link-button';

/** `/find-us-on`: one centred column of large tap targets, then the "Find Us On" block. */
export function LinkInBioPage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.findUsOn, data.dbPrincipal.name);
  const p = data.dbPrincipal;
  const tagline = data.dbSlogan[0]?.slogan;
  const links = bioLinks(data, s.findUsOn);
  const InstallPrompt = useSlot('InstallPrompt');
  const saveContact = useSlot('saveContact');
  const ContactExchange = useSlot('ContactExchange');
  const [exchanging, setExchanging] = useState(false);
  const review = reviewLink(data);
  if (isEmptyRecord(data) && links.length === 0) return <EmptyRecordNotice />;
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', color: 'secondary.contrastText' }}>
      <Box component="header" sx={{ textAlign: 'center', mb: 3.5 }}>
        <SafeImage
          src={p.logo}
          alt={p.name}
          width={112}
          height={112}
          priority
          style={{ width: 112, height: 112, borderRadius: '50%', objectFit: 'contain', background: '#fff', border: '4px solid rgba(255,255,255,.9)', boxShadow: '0 10px 28px rgba(0,0,0,.3)', display: 'block', margin: '0 auto' }}
        />
        <Typography variant="h1" sx={{ color: 'inherit', fontSize: { xs: '1.6rem', sm: '1.9rem' }, mt: 2, overflowWrap: 'anywhere' }}>
          {p.name}
        </Typography>
        {tagline && <Typography sx={{ color: 'inherit', opacity: 0.88, mt: 0.75, fontSize: '1rem' }}>{tagline}</Typography>}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {saveContact && !isEmptyRecord(data) && (
          <li>
            <SaveContactButton onClick={() => void saveContact(data).catch(() => undefined)} />
          </li>
        )}
        {ContactExchange && !isEmptyRecord(data) && (
          <li>
            <ExchangeButton onClick={() => setExchanging(true)} />
          </li>
        )}
        {review && (
          <li>
            <ReviewButton url={review} logo={p.logo} />
          </li>
        )}
        {links.map((l, i) => (
          <li key={`${l.kind}-${l.href}-${i}`}>
            <LinkButton link={l} />
          </li>
        ))}
      </Box>
      {InstallPrompt && (
        <Box sx={{ mt: 2 }}>
          <InstallPrompt />
        </Box>
      )}
      <FindUsOnBlock />
      {ContactExchange && exchanging && (
        <Suspense fallback={null}>
          <ContactExchange idPrefix="bio-exchange" onClose={() => setExchanging(false)} />
        </Suspense>
      )}
    </Box>
  );
}
