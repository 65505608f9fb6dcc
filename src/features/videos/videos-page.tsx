import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SmartDisplayOutlined from '@mui/icons-material/SmartDisplayOutlined';
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BrandIcon } from '../../components/brand-icon';
import { SafeImage } from '../../components/safe-image';
import { PageBanner } from '../../components/sections/page-banner';
import { usePageTitle } from '../../hooks/use-page-title';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { stockImage } from '../../site-data/selectors';
import { isSafeHref } from '../../site-data/url-safety';
import { useSiteData } from '../../site-data/site-data-context';
import { youtubeEmbedUrl, youtubeIds, youtubeThumbnail } from '../../site-data/embeds';
import { visuallyHidden } from '../../utils/visually-hidden';
import { earlyVideoProps } from '../../contract/page-marks';
import { useInView } from '../../hooks/use-in-view';

/** A thumbnail's button: the picture brightens and zooms, the play badge grows, on hover and focus. */
const THUMB_SX = {
  position: 'relative',
  display: 'block',
  width: '100%',
  p: 0,
  border: 0,
  cursor: 'pointer',
  borderRadius: 3,
  overflow: 'hidden',
  bgcolor: '#000',
  aspectRatio: '16 / 9',
  boxShadow: '0 10px 28px rgba(0,0,0,.16)',
  '& img': { transition: 'transform .35s ease, opacity .35s ease', opacity: 0.92 },
  '&:hover img, &:focus-visible img': { transform: 'scale(1.04)', opacity: 1 },
  '&:hover .play, &:focus-visible .play': { transform: 'translate(-50%, -50%) scale(1.08)' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
} as const;

/** The round play badge centred on a thumbnail. */
const PLAY_BADGE_SX = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 72,
  height: 72,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: '#fff',
  bgcolor: 'var(--main-color)',
  border: '3px solid #fff',
  boxShadow: '0 6px 20px rgba(0,0,0,.4)',
  transition: 'transform .25s ease',
} as const;

/**
 * Videos (spec section 2): thumbnails of `ytGallery.links`; a click opens the modal player, the
 * entry's (entry/early-video.ts), app or not. Before a click only the thumbnails load from YouTube.
 */
export function VideosPage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.videos, data.dbPrincipal.name);
  const ids = youtubeIds(data.ytGallery.links);
  const channel = data.ytGallery.linkCanalYT;
  // The page's one player, installed as the list nears the screen: see promo-video.tsx.
  const { ref: videos, inView, supported } = useInView<HTMLUListElement>();
  useEffect(() => {
    if (inView || !supported) void import('../../entry/early-video').then((m) => m.answerEarlyVideos(document));
  }, [inView, supported]);

  return (
    <>
      <PageBanner title={s.videos.title} image={stockImage(data, 5)} />
      <Container sx={{ py: { xs: 5, md: 9 } }}>
        {ids.length ? (
          <Box
            component="ul"
            ref={videos}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2.5, md: 3.5 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: ids.length > 4 ? 'repeat(3, minmax(0, 1fr))' : undefined } }}
          >
            {ids.map((id, i) => (
              <li key={id}>
                <Box
                  component="button"
                  type="button"
                  aria-label={format(s.videos.play, { n: i + 1 })}
                  // Its player (entry/early-video.ts).
                  {...earlyVideoProps({ src: youtubeEmbedUrl(id), title: s.videos.player, close: s.common.close })}
                  sx={THUMB_SX}
                >
                  <SafeImage
                    src={youtubeThumbnail(id)}
                    alt=""
                    width={480}
                    height={360}
                    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                  <Box
                    component="span"
                    className="play"
                    aria-hidden="true"
                    sx={PLAY_BADGE_SX}
                  >
                    <PlayArrowRounded sx={{ fontSize: 44 }} />
                  </Box>
                </Box>
              </li>
            ))}
          </Box>
        ) : (
          <Box sx={{ textAlign: 'center', py: { xs: 6, md: 8 }, px: 3, borderRadius: 4, border: '2px dashed', borderColor: 'divider', bgcolor: 'grey.50' }}>
            <SmartDisplayOutlined aria-hidden="true" sx={{ fontSize: 52, color: 'primary.main', mb: 1.5 }} />
            <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>{s.videos.empty}</Typography>
          </Box>
        )}
        {channel && isSafeHref(channel) && (
          <Box sx={{ mt: { xs: 4, md: 6 }, textAlign: 'center' }}>
            <Button
              href={channel}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              color="primary"
              size="large"
              startIcon={<BrandIcon icon="youtube" size={22} />}
              sx={{ minHeight: 52, px: 4 }}
            >
              {s.videos.channel}
              <Box component="span" sx={visuallyHidden}>
                {` ${s.common.opensInNewTab}`}
              </Box>
            </Button>
          </Box>
        )}
      </Container>
    </>
  );
}

