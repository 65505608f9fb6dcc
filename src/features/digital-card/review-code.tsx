import { useMemo } from 'react';
import { logoBox, qrSvg } from '../../utils/qr/qr-svg';

/**
 * The review page's code, drawn at once (the view's chunk carries the encoder: it is fetched on
 * the tap, and precached). It repeats the few lines of SVG of the card's QrCode rather than share
 * them: this view also opens from the find-us-on page, which never loads the card's chunk, so a
 * module both import would become a chunk of its own that the card's first visit fetches (and
 * pays its import lines for), or would sit in the entry every page carries.
 */
export function ReviewCode({ text, label, logo, size }: { text: string; label: string; logo?: string; size: number }) {
  const qr = useMemo(() => qrSvg(text), [text]);
  const box = logoBox(qr);
  return (
    <svg role="img" aria-label={label} data-testid="card-qr" data-kind="review" viewBox={`0 0 ${qr.size} ${qr.size}`} width={size} height={size} shapeRendering="crispEdges" style={{ display: 'block', background: '#fff', flex: '0 0 auto' }}>
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
