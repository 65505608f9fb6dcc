import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { routerBasename } from './app/router-basename';
import type { UrlOptions } from './site-data/url-safety';

export interface RenderInput {
  /** Router path without the base path, e.g. `/about`. */
  path: string;
  basePath: string;
  raw: unknown;
  parseOptions: UrlOptions;
  year: number;
}

export interface RenderOutput {
  html: string;
  /** `<style data-emotion>` tags with the critical CSS of this page. */
  styles: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const pass = new PassThrough();
  stream.pipe(pass);
  for await (const c of pass) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one route to HTML with all lazy parts resolved, and its critical CSS. */
export async function renderPage({ path, basePath, raw, parseOptions, year }: RenderInput): Promise<RenderOutput> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const basename = routerBasename(basePath);
  const location = basename === '/' ? path : `${basename}${path === '/' ? '' : path}`;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StaticRouter basename={basename} location={location}>
        <App initialRaw={raw} parseOptions={parseOptions} year={year} />
      </StaticRouter>
    </CacheProvider>,
  );
  const html = await streamToString(prelude);
  const chunks = emotion.extractCriticalToChunks(html);
  return { html, styles: emotion.constructStyleTagsFromChunks(chunks) };
}
