import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { SafeImage } from '../../components/safe-image';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import Container from '@mui/material/Container';

/** The extra block: licensing, accepted payment methods as text and as card images. */
export function ExtraBlock() {
  const data = useSiteData();
  const s = useStrings();
  const pay = data.tiposPago.filter((t) => t.activo && t.img);
  const { licensed, paymentMethod } = data.dbPrincipal;
  if (!pay.length && !licensed && !paymentMethod) return null;
  return (
    <Box component="section" aria-labelledby="extra-title" sx={{ py: { xs: 6, md: 8 }, borderTop: '1px solid', borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 3, md: 6 }, alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="extra-title" variant="h3" component="h2" sx={{ color: 'text.primary', mb: 1 }}>
            {s.home.paymentMethods}
          </Typography>
          {paymentMethod && <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{paymentMethod}</Typography>}
          {licensed && (
            <Typography sx={{ mt: 1.5, display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'text.primary' }}>
              <VerifiedOutlined aria-hidden="true" sx={{ color: 'primary.main' }} />
              {licensed}
            </Typography>
          )}
        </Box>
        {pay.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {pay.map((t, i) => (
              <Box component="li" key={`${t.img}-${i}`} sx={{ bgcolor: 'background.paper', borderRadius: 2, border: '1px solid', borderColor: 'divider', p: 1, display: 'grid', placeItems: 'center', width: 84, height: 56 }}>
                <SafeImage src={t.img} alt="" width={68} height={40} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
