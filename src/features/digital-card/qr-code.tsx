import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { logoBox, qrSvg } from './qr-svg';

/**
 * A QR code drawn on the device as one SVG path (works offline, no service), with the logo on a
 * white pad in the centre (error correction H keeps it readable; see qr-decode.test.ts).
 */
export function QrCode({ text, label, logo, kind, size = 176 }: { text: string; label: string; logo?: string; kind: string; size?: number }) {
  const qr = useMemo(() => (text ? qrSvg(text) : undefined), [text]);
  if (!qr) return <Box sx={{ width: size, height: size, borderRadius: 2, bgcolor: 'grey.100' }} />;
  const box = logoBox(qr);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="card-qr"
      data-kind={kind}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      <path d={qr.path} fill="#000" />
      {logo && (
        <>
          <rect x={box.x} y={box.y} width={box.side} height={box.side} rx={1} fill="#fff" />
          <image x={box.x + 0.5} y={box.y + 0.5} width={box.side - 1} height={box.side - 1} href={logo} preserveAspectRatio="xMidYMid meet" />
        </>
      )}
    </svg>
  );
}
