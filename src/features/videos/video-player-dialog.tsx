import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useStrings } from '../../i18n/use-strings';
import { EMBED_SANDBOX, PLAYER_ALLOW, youtubeEmbedUrl } from '../../site-data/embeds';

export interface VideoPlayerDialogProps {
  /** The video playing, or null when closed. */
  video: { id: string; n: number } | null;
  onClose(): void;
}

/**
 * Modal player (MUI Dialog: focus trapped, Escape closes, focus returns to the thumbnail). The
 * privacy-enhanced embed exists only while open, so closing stops playback.
 */
export function VideoPlayerDialog({ video, onClose }: VideoPlayerDialogProps) {
  const s = useStrings();
  const titleId = useId();
  return (
    <Dialog
      open={video !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { bgcolor: '#000', backgroundImage: 'none', m: { xs: 1.5, md: 4 }, width: { xs: 'calc(100% - 24px)', md: 'calc(100% - 64px)' }, maxWidth: 'min(1200px, calc((100vh - 140px) * 16 / 9))', overflow: 'visible' } },
        backdrop: { sx: { bgcolor: 'rgba(0,0,0,.85)' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, pl: 2, pr: 0.5, py: 0.5, color: '#fff' }}>
        <Box id={titleId} component="h2" sx={{ m: 0, fontSize: '1rem', fontWeight: 700 }}>
          {s.videos.player}
        </Box>
        <IconButton
          onClick={onClose}
          aria-label={s.common.close}
          sx={{ width: 48, height: 48, color: '#fff', '&:focus-visible': { outline: '3px solid #fff', outlineOffset: -3 } }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000' }}>
        {video && (
          <Box
            component="iframe"
            src={youtubeEmbedUrl(video.id)}
            title={s.videos.player}
            sandbox={EMBED_SANDBOX}
            allow={PLAYER_ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
    </Dialog>
  );
}
