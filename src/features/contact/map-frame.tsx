import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { EMBED_SANDBOX } from '../../site-data/embeds';

export interface MapFrameProps {
  address: string;
  /** Frameable (`https:`) map URL. */
  url: string;
  height: number;
  /** Insert the iframe (the section has scrolled into view, or the visitor asked for it). */
  active: boolean;
  /** Shown when the browser cannot tell us the section is visible. */
  onRequestLoad?: () => void;
}

/**
 * One map. Until it is active, a placeholder of the same height holds its place (no layout
 * shift, no request); then the iframe is inserted with `loading="lazy"`.
 */
export function MapFrame({ address, url, height, active, onRequestLoad }: MapFrameProps) {
  const s = useStrings();
  const title = format(s.contact.mapFrame, { address });
  return (
    <Box sx={{ height, borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.100', border: 1, borderColor: 'divider', position: 'relative' }}>
      {active ? (
        <iframe
          src={url}
          title={title}
          width="100%"
          height={height}
          loading="lazy"
          sandbox={EMBED_SANDBOX}
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          style={{ border: 0, display: 'block', width: '100%', height }}
        />
      ) : (
        <Box
          sx={{
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            px: 3,
            textAlign: 'center',
            backgroundImage:
              'linear-gradient(rgba(0,0,0,.04) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,.04) 1px, transparent 1px)',
            backgroundSize: '32px 32px',
          }}
        >
          <LocationOnOutlined aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{address}</Typography>
          {onRequestLoad && (
            <Button variant="outlined" onClick={onRequestLoad}>
              {s.contact.loadMap}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
