import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useClock } from '../hooks/use-clock';
import { useInView } from '../hooks/use-in-view';
import { useStrings } from '../i18n/use-strings';
import { NEEDS_APP_NEAR_ATTR } from '../contract/page-marks';
import { ELFSIGHT_SCRIPT_URL, EMBED_SANDBOX, reviewsEmbedTarget } from '../site-data/embeds';
import { useSiteData } from '../site-data/site-data-context';
import { visuallyHidden } from '../utils/visually-hidden';

type ScriptState = 'idle' | 'loading' | 'loaded' | 'failed';
let scriptPromise: Promise<void> | null = null;
let scriptEl: HTMLScriptElement | null = null;

/** Adds the widget script once per page; resolves or rejects quietly (no console errors). */
function loadElfsightScript(): Promise<void> {
  if (scriptPromise && scriptEl?.isConnected) return scriptPromise;
  scriptPromise = new Promise<void>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${ELFSIGHT_SCRIPT_URL}"]`);
    const el = existing ?? document.createElement('script');
    scriptEl = el;
    el.addEventListener('load', () => resolve(), { once: true });
    el.addEventListener(
      'error',
      () => {
        scriptPromise = null; // allow a later retry (e.g. back online)
        el.remove();
        reject(new Error('reviews widget unavailable'));
      },
      { once: true },
    );
    if (!existing) {
      el.src = ELFSIGHT_SCRIPT_URL;
      el.async = true;
      el.defer = true;
      document.body.appendChild(el);
    }
  });
  return scriptPromise;
}

const NEEDS_APP_NEAR = { [NEEDS_APP_NEAR_ATTR]: '' };

/**
 * The third-party reviews widget of `reviews.links[0]` (spec: Reviews page, and home when
 * reviews are home-only). Nothing remote loads until the container scrolls into view. Only the app
 * draws it: near the screen, it starts the app with no tap (`NEEDS_APP_NEAR_ATTR`, main.tsx), so
 * a visitor who only looks sees the reviews, not a skeleton.
 */
export function ReviewsEmbed() {
  const data = useSiteData();
  const s = useStrings();
  const target = reviewsEmbedTarget(data.reviews.links[0]);
  // Nothing remote loads before the container comes near the viewport (never at page load).
  const { ref, inView } = useInView<HTMLDivElement>({ rootMargin: '200px 0px' });
  const [script, setScript] = useState<ScriptState>('idle');
  const [showFrame, setShowFrame] = useState(false);

  useEffect(() => {
    if (!inView || script !== 'idle' || showFrame) return;
    if (target.kind === 'elfsight') {
      setScript('loading');
      loadElfsightScript().then(
        () => setScript('loaded'),
        () => setScript('failed'),
      );
    } else if (target.kind === 'url') {
      setShowFrame(true);
    }
  }, [inView, script, showFrame, target.kind]);

  if (target.kind === 'none') return null;

  if (target.kind === 'elfsight') {
    return (
      <Box ref={ref} data-testid="reviews-embed" {...NEEDS_APP_NEAR}>
        {script === 'failed' ? (
          <Box role="status" sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
            {s.reviews.unavailable}
          </Box>
        ) : (
          <ElfsightContainer className={target.className} script={script} />
        )}
      </Box>
    );
  }

  return (
    <Box ref={ref} data-testid="reviews-embed" {...NEEDS_APP_NEAR} sx={{ minHeight: 240 }}>
      {showFrame ? (
        <Box
          component="iframe"
          src={target.url}
          title={s.reviews.widgetTitle}
          loading="lazy"
          sandbox={EMBED_SANDBOX}
          sx={{ display: 'block', width: '100%', height: { xs: 560, md: 640 }, border: 0, borderRadius: 2, bgcolor: 'background.paper' }}
        />
      ) : null}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Button
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          sx={{ minHeight: 44 }}
        >
          {s.reviews.readAll} <Box component="span" sx={visuallyHidden}>{s.common.opensInNewTab}</Box>
        </Button>
      </Box>
    </Box>
  );
}

/** How long a loaded widget may stay empty before we say it is unavailable. */
const WIDGET_RENDER_TIMEOUT_MS = 10_000;

/** The widget's container, with a placeholder until the widget draws itself into it. */
function ElfsightContainer({ className, script }: { className: string; script: ScriptState }) {
  const s = useStrings();
  const clock = useClock();
  const box = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || rendered || typeof MutationObserver === 'undefined') return;
    const check = () => {
      if (el.childElementCount > 0) setRendered(true);
    };
    const mo = new MutationObserver(check);
    mo.observe(el, { childList: true });
    check();
    return () => mo.disconnect();
  }, [rendered]);

  useEffect(() => {
    if (script !== 'loaded' || rendered) return;
    return clock.after(WIDGET_RENDER_TIMEOUT_MS, () => setTimedOut(true));
  }, [script, rendered, clock]);

  return (
    <>
      {!rendered &&
        (timedOut ? (
          <Box role="status" sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
            {s.reviews.unavailable}
          </Box>
        ) : (
          <Box role="status" aria-busy="true" aria-label={s.common.loading} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {[0, 1, 2].map((i) => (
              <Box key={i} aria-hidden="true" sx={{ display: { xs: i ? 'none' : 'block', md: 'block' }, p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider' }}>
                <Skeleton variant="circular" width={44} height={44} />
                <Skeleton width="60%" sx={{ mt: 1.5 }} />
                <Skeleton width="90%" />
                <Skeleton width="80%" />
              </Box>
            ))}
          </Box>
        ))}
      <div ref={box} className={className} data-elfsight-app-lazy="" />
    </>
  );
}

