import Box from '@mui/material/Box';
import { ImageGrid } from '../../components/gallery/image-grid';
import { Section } from '../../components/sections/section';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { generalGallery } from '../../site-data/selectors';

/** The reduced site's gallery section (anchor `#gallery`): the general gallery, else stock. */
export function GalleryBlock() {
  const data = useSiteData();
  const s = useStrings();
  const images = generalGallery(data);
  return (
    <Section id="gallery" title={data.labels.general.titleGallery || s.gallery.title} tone="tint">
      {images.length ? (
        <Box data-testid="home-gallery">
          <ImageGrid images={images} label={data.labels.general.titleGallery || s.gallery.title} />
        </Box>
      ) : (
        <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>{s.gallery.empty}</Box>
      )}
    </Section>
  );
}
