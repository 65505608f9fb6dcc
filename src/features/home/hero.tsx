import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { SafeImage } from '../../components/safe-image';
import { useAccentOnDark } from '../../components/sections/section';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { stockImage, telHref } from '../../site-data/selectors';

/** The first screen: the first stock image behind the slogan and the first home text (the LCP). */
export function Hero({ onEstimate }: { onEstimate: () => void }) {
  const data = useSiteData();
  const s = useStrings();
  const accent = useAccentOnDark();
  const name = data.dbPrincipal.name;
  const slogan = data.dbSlogan[0]?.slogan || name || s.pages.home;
  const text = data.dbHome[0]?.text;
  const phone = data.dbPrincipal.phones[0]?.phone;
  const tel = phone ? telHref(phone) : '';
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'secondary.main', color: '#fff', minHeight: { xs: 560, md: 640 }, display: 'flex', alignItems: 'center' }}
    >
      <SafeImage
        src={stockImage(data, 0)}
        alt=""
        width={1600}
        height={900}
        priority
        sizes="100vw"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', inset: 0, background: { xs: 'linear-gradient(180deg, rgb(var(--overlay-rgb) / .55) 0%, rgb(var(--overlay-rgb) / .82) 100%)', md: 'linear-gradient(90deg, rgb(var(--overlay-rgb) / .86) 0%, rgb(var(--overlay-rgb) / .6) 55%, rgb(var(--overlay-rgb) / .25) 100%)' } }}
      />
      {/* White text on the photo's dark overlay (12:1): the keyboard's ring is white here too. */}
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 9, md: 12 }, '--focus-ring': '#fff' }}>
        <Box sx={{ maxWidth: 720 }}>
          {name && (
            <Typography
              component="p"
              sx={{ display: 'inline-block', textTransform: 'uppercase', letterSpacing: '.14em', fontWeight: 700, fontSize: '.8rem', mb: 2.5, px: 1.5, py: 0.75, borderRadius: 999, bgcolor: 'rgba(255,255,255,.14)', border: '1px solid rgba(255,255,255,.3)', overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
          )}
          <Typography id="hero-title" variant="h1" sx={{ color: '#fff', fontSize: { xs: '2.2rem', sm: '2.8rem', md: '3.6rem' }, overflowWrap: 'anywhere', textShadow: '0 2px 18px rgba(0,0,0,.35)' }}>
            {slogan}
          </Typography>
          <Box aria-hidden="true" sx={{ width: 72, height: 4, borderRadius: 2, bgcolor: accent, my: 3 }} />
          {text && <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,.94)', mb: 4 }}>{text}</Typography>}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" color="primary" size="large" onClick={onEstimate} sx={{ minHeight: 52, px: 3.5, fontSize: '1.05rem' }}>
              {s.home.estimateTitle}
            </Button>
            {tel && (
              <Button
                href={tel}
                variant="outlined"
                size="large"
                startIcon={<PhoneIcon />}
                sx={{ minHeight: 52, px: 3, fontSize: '1.05rem', color: '#fff', borderColor: 'rgba(255,255,255,.75)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,.1)' } }}
              >
                {format(s.common.callUs, { phone: phone! })}
              </Button>
            )}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
