import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadStrings } from './i18n';
import { routerBasename } from './app/router-basename';
import type { SiteData } from './site-data/schema';
import { setImageMap, setImageTemplate, type ImageMap } from './components/images/image-map';
import type { AppConfig } from './config/env';
import { lazyLoads } from './utils/tracked-lazy';
import { setQrDrawer } from './features/digital-card/qr-code';
import { firstScreenHtml } from './theme/below-fold-html';

/**
 * What a render needs loaded first: every string table, and the QR encoder (the card's codes are
 * drawn into its prerendered page; the browser loads the encoder only for a code it has not got).
 * Loaded through the same dynamic imports the browser uses: a static import here put them in
 * this bundle's entry, so the app's own `import()` of them split nothing and the server build
 * warned of it (INEFFECTIVE_DYNAMIC_IMPORT).
 */
let ready: Promise<void> | undefined;
function loadRenderCode(): Promise<void> {
  ready ??= Promise.all([
    loadStrings('es'),
    import('./utils/qr/qr-svg').then(({ logoBox, qrSvg }) =>
      setQrDrawer((text) => {
        const qr = qrSvg(text);
        return { qr, box: logoBox(qr) };
      }),
    ),
  ]).then(() => undefined);
  return ready;
}

export interface RenderInput {
  /** Router path without the base path, e.g. `/about`. */
  path: string;
  /**
   * The tenant's settings (`readConfig` of its variables). Given to each render, not set in a
   * module: one process renders many tenants (the fleet's workers).
   */
  config: AppConfig;
  /** The parsed record (the same object is written beside the pages for hydration). */
  data: SiteData;
  year: number;
  /** The build's image variants (scripts/images/), written beside the pages for hydration too. */
  images?: ImageMap;
}

export interface RenderOutput {
  html: string;
  /** `<style data-emotion>` tags with the CSS of this page's first screen. */
  styles: string;
  /**
   * The CSS only the blocks below the first screen use (`belowFold` in src/theme/offscreen.ts),
   * for a stylesheet the page loads once it has painted; empty when there is none.
   */
  belowFoldCss?: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const pass = new PassThrough();
  stream.pipe(pass);
  for await (const c of pass) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one route to HTML with all lazy parts resolved, and its critical CSS. */
export async function renderPage({ path, config, data, year, images }: RenderInput): Promise<RenderOutput> {
  await loadRenderCode();
  setImageMap(images ?? {});
  setImageTemplate(config.imageUrlTemplate);
  // A render that had to load some of the page's code is made again with it loaded: the page is
  // then the same whatever this process rendered before (tracked-lazy.ts).
  for (;;) {
    const loadsBefore = lazyLoads();
    const page = await renderOnce(path, config, data, year);
    if (lazyLoads() === loadsBefore) return page;
  }
}

async function renderOnce(path: string, config: AppConfig, data: SiteData, year: number): Promise<RenderOutput> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const basename = routerBasename(config.basePath);
  const location = basename === '/' ? path : `${basename}${path === '/' ? '' : path}`;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StaticRouter basename={basename} location={location}>
        <App initialData={data} year={year} settings={config} />
      </StaticRouter>
    </CacheProvider>,
    // Every boundary inline, in document order: React would otherwise move large ones (the route's
    // content) to the end of the body behind an inline script, which crawlers without JavaScript
    // see hidden, a strict CSP blocks, and the browser paints late (the footer first: layout shift).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  // The page's inline styles are those of its first screen: on a phone the HTML then fits the
  // first round trip of a new connection more often (~14 KB). The rest wait for the first paint,
  // as the blocks that use them do (src/theme/offscreen.ts).
  const chunks = emotion.extractCriticalToChunks(firstScreenHtml(html));
  const inline = new Set(chunks.styles.flatMap((c) => c.ids));
  const belowFold = emotion.extractCriticalToChunks(html).styles.filter((c) => c.key === cache.key);
  const belowFoldCss = belowFold
    .flatMap((c) => c.ids.filter((id) => !inline.has(id)).map((id) => cache.inserted[id]))
    .filter((css): css is string => typeof css === 'string')
    .join('');
  return { html, styles: emotion.constructStyleTagsFromChunks(chunks), belowFoldCss };
}
