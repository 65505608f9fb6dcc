import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { logoBox as LogoBox, qrSvg as QrSvg } from './qr-svg';

interface Drawn {
  text: string;
  qr: ReturnType<typeof QrSvg>;
  box: ReturnType<typeof LogoBox>;
}

/**
 * A QR code drawn on the device as one SVG path (works offline, no service), with the logo on a
 * white pad in the centre (error correction H keeps it readable; see qr-decode.test.ts).
 *
 * The encoder (uqr, ~4 KB of gzip) is fetched after the first render rather than with the card:
 * the card's first visit stays within its budget (issue 17), a pad of the same size holds the
 * place meanwhile (no layout shift), and the chunk is precached like every other, so the QR
 * still draws with no signal.
 */
export function QrCode({ text, label, logo, kind, size = 176 }: { text: string; label: string; logo?: string; kind: string; size?: number }) {
  const [drawn, setDrawn] = useState<Drawn | undefined>();
  useEffect(() => {
    if (!text) return;
    let alive = true;
    import('./qr-svg')
      .then((m) => {
        const qr = m.qrSvg(text);
        if (alive) setDrawn({ text, qr, box: m.logoBox(qr) });
      })
      .catch((err: unknown) => console.warn('The QR code could not be drawn:', err));
    return () => {
      alive = false;
    };
  }, [text]);
  if (!drawn || drawn.text !== text) return <Box data-testid="card-qr-pending" sx={{ width: size, height: size, borderRadius: 2, bgcolor: 'grey.100' }} />;
  const { qr, box } = drawn;
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
