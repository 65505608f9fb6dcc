import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { PageLink } from '../../components/page-link';
import { ImageGrid } from '../../components/gallery/image-grid';
import { PageBanner } from '../../components/sections/page-banner';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { generalGallery, landingSlug, stockImage } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { belowFold, offscreenSx } from '../../theme/offscreen';
import { BeforeAfterSection, SectionHeading } from './before-after-section';
import { EmptyGallery } from './empty-gallery';

/**
 * Gallery (spec section 2): banner, before/after sliders when there are pairs, then one gallery
 * per landing (its name links to its own page) or the general gallery (falling back to stock).
 */
export function GalleryPage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.gallery, data.dbPrincipal.name);
  const title = data.labels.general.titleGallery || s.gallery.title;
  const landings = data.landings;
  const general = landings.length ? [] : generalGallery(data);
  const hasPairs = data.beforeAfterGall.length > 0;

  return (
    <>
      <PageBanner title={title} image={stockImage(data, 3)} />
      <Container sx={{ py: { xs: 5, md: 9 } }}>
        <BeforeAfterSection />
        {landings.map((landing, i) => {
          const id = `landing-gallery-${i}`;
          return (
            <Box
              key={`${i}-${landing.name}`}
              component="section"
              aria-labelledby={id}
              {...(hasPairs || i > 0 ? belowFold : {})}
              sx={{ '& + &': { mt: { xs: 6, md: 9 } }, ...(hasPairs || i > 0 ? offscreenSx(720) : {}) }}>
              <SectionHeading id={id}>
                <Link
                  component={PageLink}
                  to={paths.landing(landingSlug(landing.name))}
                  underline="hover"
                  sx={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, '& svg': { color: 'primary.main' } }}
                >
                  {landing.name}
                  <ArrowForward aria-hidden="true" fontSize="medium" />
                </Link>
              </SectionHeading>
              {landing.gallery.length ? <ImageGrid images={landing.gallery} label={landing.name} /> : <EmptyGallery />}
            </Box>
          );
        })}
        {!landings.length &&
          (general.length ? (
            // Below the before/after pairs it waits like a landing's gallery: its first tiles were
            // fetched alongside the first pair (on a phone, a dozen photos before the largest paint).
            <Box
              component="section"
              aria-labelledby={hasPairs ? 'general-gallery-title' : undefined}
              aria-label={hasPairs ? undefined : title}
              {...(hasPairs ? belowFold : {})}
              sx={hasPairs ? offscreenSx(720) : undefined}
            >
              {hasPairs && <SectionHeading id="general-gallery-title">{title}</SectionHeading>}
              <ImageGrid images={general} priorityFirst={!hasPairs} />
            </Box>
          ) : (
            <EmptyGallery />
          ))}
      </Container>
    </>
  );
}
