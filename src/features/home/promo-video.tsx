import { useEffect } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { SafeImage } from '../../components/safe-image';
import { Section } from '../../components/sections/section';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { stockImage } from '../../site-data/selectors';
import { videoEmbed } from '../../site-data/embeds';
import { earlyVideoProps } from '../../contract/page-marks';
import { useInView } from '../../hooks/use-in-view';

/**
 * The optional promo video (`videosPromo[0]` when active): a poster with a play button; the
 * click opens the page's player (entry/early-video.ts), app or not, so anything from YouTube or
 * Vimeo loads only after it.
 */
export function PromoVideo() {
  const data = useSiteData();
  const s = useStrings();
  // The page's one player (entry/early-video.ts), which the entry installs as a video nears the
  // screen: on a page the app renders itself (the shell, a hop, a test) these buttons install it
  // the same way (once a document; not in a chunk of its own: one more request on the home page).
  const { ref: player, inView, supported } = useInView<HTMLButtonElement>();
  useEffect(() => {
    if (inView || !supported) void import('../../entry/early-video').then((m) => m.answerEarlyVideos(document));
  }, [inView, supported]);
  const promo = data.videosPromo[0];
  const embed = promo?.activo ? videoEmbed(promo.link) : undefined;
  if (!promo || !embed) return null;
  const poster = promo.img ?? stockImage(data, 2);
  return (
    <Section id="promo-video" title={s.home.promoVideo} tone="tint" maxWidth="md">
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 4, overflow: 'hidden', bgcolor: '#000', boxShadow: '0 24px 60px rgba(16,32,20,.25)' }}>
        <ButtonBase
          ref={player}
          aria-label={s.home.playVideo}
          // The entry plays it in a player over the page (entry/early-video.ts).
          {...earlyVideoProps({ src: embed.src, title: s.home.promoVideo, close: s.common.close })}
          // The ring inside the poster: the frame's rounded corners clip anything outside it.
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', '&:hover .play, &:focus-visible .play': { transform: 'scale(1.08)' }, '&:focus-visible': { outlineColor: '#fff', outlineOffset: -8 } }}
        >
          <SafeImage src={poster} alt="" width={960} height={540} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
          {/* Spans: a button holds phrasing content only (the HTML checker). */}
          <Box component="span" aria-hidden="true" sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0,0,0,.3)' }} />
          <Box
            component="span"
            className="play"
            aria-hidden="true"
            sx={{ position: 'relative', width: { xs: 72, md: 92 }, height: { xs: 72, md: 92 }, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: '0 0 0 10px rgba(255,255,255,.25)', transition: 'transform .2s' }}
          >
            <PlayArrow sx={{ fontSize: { xs: 40, md: 52 } }} />
          </Box>
        </ButtonBase>
      </Box>
    </Section>
  );
}
