import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { qrSvg } from './qr-svg';

/** The QR code of a URL, drawn on the device as one SVG path (works offline, no service). */
export function QrCode({ url, size = 176 }: { url: string; size?: number }) {
  const s = useStrings();
  const qr = useMemo(() => (url ? qrSvg(url) : undefined), [url]);
  if (!qr) return <Box sx={{ width: size, height: size, borderRadius: 2, bgcolor: 'grey.100' }} />;
  return (
    <svg
      role="img"
      aria-label={format(s.card.qr, { url })}
      data-testid="card-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
