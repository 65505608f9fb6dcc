import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { PageLink } from '../../components/page-link';
import { constants } from '../../config/constants';
import { paths } from '../../config/paths';
import { SafeImage } from '../../components/safe-image';
import { SectionHeading } from '../../components/sections/section';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { firstN, isReducedSite, serviceSlug, stockImage } from '../../site-data/selectors';
import { afterFirstPaintSx } from '../../theme/offscreen';

/** About block: the first about text next to a photo, with the first 6 services as links. */
export function AboutBlock() {
  const data = useSiteData();
  const s = useStrings();
  const about = data.dbAbout[0];
  const services = firstN(data.dbServices, constants.homeServicesCount);
  const reduced = isReducedSite(data);
  if (!about?.text && !services.length) return null;
  return (
    <Box component="section" id="about" aria-labelledby="about-title" sx={{ py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, alignItems: 'center' }}>
        <Box sx={{ position: 'relative', pr: { xs: 2, md: 3 }, pb: { xs: 2, md: 3 } }}>
          <Box aria-hidden="true" sx={{ position: 'absolute', right: 0, bottom: 0, width: '70%', height: '70%', borderRadius: 5, bgcolor: 'var(--main-color)', opacity: 0.14 }} />
          <Box sx={{ position: 'relative', aspectRatio: '9 / 10', ...afterFirstPaintSx }}>
            <SafeImage
              src={stockImage(data, 1)}
              alt=""
              width={720}
              height={820}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', borderRadius: 20, boxShadow: '0 20px 50px rgba(16,32,20,.18)' }}
            />
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <SectionHeading id="about-title" title={s.home.aboutTitle} eyebrow={data.dbPrincipal.name || undefined} align="left" />
          {about?.text && <Typography sx={{ color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.8, mb: 4 }}>{about.text}</Typography>}
          {services.length > 0 && (
            <>
              <Typography variant="h3" component="h3" sx={{ color: 'text.primary', mb: 2 }}>
                {data.labels.general.titleServices || s.home.ourServices}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                {services.map((svc) => {
                  const slug = serviceSlug(svc.name);
                  return (
                    <li key={slug}>
                      <Link
                        component={PageLink}
                        to={reduced ? `#service-${slug}` : paths.service(slug)}
                        underline="none"
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 1,
                          minHeight: 48,
                          px: 2,
                          py: 1,
                          borderRadius: 2,
                          fontWeight: 700,
                          color: 'text.primary',
                          bgcolor: 'color-mix(in srgb, var(--main-color) 7%, #ffffff)',
                          overflowWrap: 'anywhere',
                          transition: 'background-color .2s, transform .2s',
                          '&:hover': { bgcolor: 'color-mix(in srgb, var(--main-color) 14%, #ffffff)', transform: 'translateX(2px)' },
                        }}
                      >
                        <ArrowForward aria-hidden="true" sx={{ fontSize: 18, color: 'primary.main', flexShrink: 0 }} />
                        {svc.name}
                      </Link>
                    </li>
                  );
                })}
              </Box>
            </>
          )}
        </Box>
      </Container>
    </Box>
  );
}
