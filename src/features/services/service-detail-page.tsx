import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { useParams } from 'react-router-dom';
import { NotFoundBlock } from '../../components/not-found-block';
import { SafeImage } from '../../components/safe-image';
import { CheckList } from '../../components/sections/check-list';
import { PageBanner } from '../../components/sections/page-banner';
import { StatsSection } from '../../components/sections/stats-section';
import { ValuesSection } from '../../components/sections/values-section';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { findService, pickSlogan, serviceSlug, stockImage } from '../../site-data/selectors';
import { ServiceSidebar } from './service-sidebar';
import { serviceImages, textSeed } from './service-layout';
import { belowFold, offscreenSx } from '../../theme/offscreen';

/**
 * Below the service's own words: laid out, styled and painted only as the visitor scrolls near,
 * as the home page's sections (the page's first frame painted ~4,600 px at 390 px, 84 ms of a
 * 160 ms frame at 4x CPU; a page prepared ahead draws that frame as the tap shows it).
 */
function BelowTheService({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return (
    <Box {...belowFold} sx={{ '& > *': offscreenSx(640) }}>
      <StatsSection />
      <ValuesSection title={title} eyebrow={eyebrow} tone="light" />
    </Box>
  );
}

/** Service detail (spec section 2); an unknown id logs "Servicio no encontrado" and shows the not-found screen. */
export function ServiceDetailPage() {
  const data = useSiteData();
  const s = useStrings();
  const { serviceId = '' } = useParams();
  const service = findService(data, serviceId);
  usePageTitle(service ? service.name : s.pages.notFound, data.dbPrincipal.name);

  useEffect(() => {
    if (!service) console.log('Servicio no encontrado');
  }, [service, serviceId]);

  if (!service) return <NotFoundBlock />;

  const slug = serviceSlug(service.name);
  const images = serviceImages(service);
  const hero = images[0] ?? stockImage(data, 0);
  const slogan = pickSlogan(data, textSeed(service.name));
  // Each description entry's own image, except the one already shown at the top.
  const inlineImage = (img: string | undefined) => (img && img !== hero ? img : undefined);
  return (
    <>
      <PageBanner title={service.name} subheader={s.services.subheader} image={hero} />
      <Box component="section" aria-labelledby="service-about" sx={{ py: { xs: 6, md: 10 }, bgcolor: 'color-mix(in srgb, var(--main-color) 4%, #ffffff)' }}>
        <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 8fr) minmax(0, 4fr)' }, alignItems: 'start' }}>
          <Box component="article" sx={{ minWidth: 0, display: 'grid', gap: 3.5 }}>
            <SafeImage
              src={hero}
              alt={service.name}
              width={960}
              height={600}
              style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 20, boxShadow: '0 20px 50px rgba(16,32,20,.16)' }}
            />
            <Typography id="service-about" variant="h2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {service.name}
            </Typography>
            {slogan && (
              <Box
                component="blockquote"
                data-testid="service-slogan"
                sx={{ m: 0, position: 'relative', p: { xs: 3, md: 4 }, pl: { xs: 7, md: 9 }, borderRadius: 4, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
              >
                <FormatQuote aria-hidden="true" sx={{ position: 'absolute', left: { xs: 16, md: 24 }, top: { xs: 18, md: 24 }, fontSize: { xs: 36, md: 48 }, color: 'var(--third-color)' }} />
                <Typography component="p" sx={{ fontSize: { xs: '1.2rem', md: '1.45rem' }, fontWeight: 700, lineHeight: 1.45, color: 'inherit', overflowWrap: 'anywhere' }}>
                  {slogan}
                </Typography>
              </Box>
            )}
            {service.description.map((d, i) => {
              const img = inlineImage(d.img);
              return (
                <Box key={i} sx={{ display: 'grid', gap: 2.5 }}>
                  {d.text && <Typography sx={{ color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.85, whiteSpace: 'pre-line' }}>{d.text}</Typography>}
                  {d.lists.length > 0 && (
                    <Box sx={{ bgcolor: 'background.paper', borderRadius: 3, p: { xs: 2.5, md: 3 }, boxShadow: '0 6px 20px rgba(16,32,20,.06)' }}>
                      <CheckList items={d.lists} columns={d.lists.length > 3 ? 2 : 1} />
                    </Box>
                  )}
                  {img && (
                    <SafeImage
                      src={img}
                      alt=""
                      width={960}
                      height={600}
                      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 16 }}
                    />
                  )}
                </Box>
              );
            })}
          </Box>
          <ServiceSidebar currentSlug={slug} />
        </Container>
      </Box>
      <BelowTheService title={s.services.values} eyebrow={data.dbPrincipal.name || undefined} />
    </>
  );
}
