import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { logoBox as LogoBox, qrSvg as QrSvg } from '../../utils/qr/qr-svg';

interface Drawn {
  text: string;
  qr: ReturnType<typeof QrSvg>;
  box: ReturnType<typeof LogoBox>;
}

let drawNow: ((text: string) => Omit<Drawn, 'text'>) | undefined;
/**
 * The server render draws codes at once (src/entry-server.tsx passes the encoder): the
 * prerendered card shows its QR before, and without, the app (decision 0015).
 */
export function setQrDrawer(draw: (text: string) => Omit<Drawn, 'text'>): void {
  drawNow = draw;
}

/**
 * The code the prerendered page already shows, read back from its SVG: hydration then renders
 * the same code (no encoder needed, nothing redrawn). The build drew it from the same text: the
 * site's address is the build's setting, which the page carries.
 */
function adopt(kind: string, text: string): Drawn | undefined {
  if (typeof document === 'undefined' || !text) return undefined;
  const svg = document.querySelector(`svg[data-testid="card-qr"][data-kind="${kind}"]`);
  const size = Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
  const path = svg?.querySelector('path')?.getAttribute('d');
  if (!svg || !path || !(size > 0)) return undefined;
  const rect = svg.querySelector('rect');
  const box = { x: Number(rect?.getAttribute('x') ?? 0), y: Number(rect?.getAttribute('y') ?? 0), side: Number(rect?.getAttribute('width') ?? 0) };
  return { text, qr: { size, path }, box };
}

/**
 * A QR code drawn on the device as one SVG path (works offline, no service), with the logo on a
 * white pad in the centre (error correction H keeps it readable; see qr-decode.test.ts).
 *
 * The encoder (uqr, ~4 KB of gzip) is fetched after the first render rather than with the card:
 * the card's first visit stays within its budget, a pad of the same size holds the
 * place meanwhile (no layout shift), and the chunk is precached like every other, so the QR
 * still draws with no signal. A prerendered card has its codes drawn already (setQrDrawer), and
 * the app adopts them.
 */
export function QrCode({
  text,
  label,
  logo,
  kind,
  size = 176,
  defer = false,
}: {
  text: string;
  label: string;
  logo?: string;
  kind: string;
  size?: number;
  /** Not yet near the screen: a code not drawn already waits (the encoder is not loaded for it). */
  defer?: boolean;
}) {
  const [drawn, setDrawn] = useState<Drawn | undefined>(() => (drawNow && text ? { text, ...drawNow(text) } : adopt(kind, text)));
  const have = drawn?.text === text;
  useEffect(() => {
    if (!text || have || defer) return;
    let alive = true;
    import('../../utils/qr/qr-svg')
      .then((m) => {
        const qr = m.qrSvg(text);
        if (alive) setDrawn({ text, qr, box: m.logoBox(qr) });
      })
      .catch((err: unknown) => console.warn('The QR code could not be drawn:', err));
    return () => {
      alive = false;
    };
  }, [text, have, defer]);
  // A prerendered page with a code left to draw (no site address at build time) starts the app at once (src/main.tsx).
  if (!drawn || drawn.text !== text) return <Box data-testid="card-qr-pending" data-needs-app="" sx={{ width: size, height: size, borderRadius: 2, bgcolor: 'grey.100' }} />;
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
