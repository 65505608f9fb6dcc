import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { PageLink } from '../../components/page-link';
import { ImageGrid } from '../../components/gallery/image-grid';
import { NotFoundBlock } from '../../components/not-found-block';
import { PageBanner } from '../../components/sections/page-banner';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { findLanding, stockImage } from '../../site-data/selectors';
import { useSiteData, useSiteStatus } from '../../site-data/site-data-context';
import { EmptyGallery } from './empty-gallery';

/** Message decision 0000 § Ids and routes asks for when an id matches nothing (kept from the original). */
export const NOT_FOUND_LOG = 'Servicio no encontrado';

/**
 * Landing gallery (`/gallery/{id}`): "our recent projects of:", the landing's name and its
 * gallery. An unknown id logs the original message once and shows the not-found screen.
 */
export function LandingPage() {
  const data = useSiteData();
  const { loading } = useSiteStatus();
  const s = useStrings();
  const { landingId = '' } = useParams();
  const landing = findLanding(data, landingId);
  usePageTitle(landing ? landing.name : s.pages.notFound, data.dbPrincipal.name);

  const logged = useRef<string | null>(null);
  useEffect(() => {
    // Wait for the record: an id is only unknown once the data has settled.
    if (landing || loading || logged.current === landingId) return;
    logged.current = landingId;
    console.log(NOT_FOUND_LOG);
  }, [landing, loading, landingId]);

  if (!landing) return <NotFoundBlock />;

  return (
    <>
      <PageBanner title={landing.name} subheader={s.gallery.recentProjects} image={landing.gallery[0] ?? stockImage(data, 3)} />
      <Container component="section" aria-label={landing.name} sx={{ py: { xs: 5, md: 9 } }}>
        {landing.gallery.length ? <ImageGrid images={landing.gallery} label={landing.name} /> : <EmptyGallery />}
        <Box sx={{ mt: { xs: 4, md: 6 }, textAlign: 'center' }}>
          <Button component={PageLink} to={paths.gallery} variant="outlined" size="large" startIcon={<ArrowBack />}>
            {s.nav.allGallery}
          </Button>
        </Box>
      </Container>
    </>
  );
}
