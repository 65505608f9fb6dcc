import { describe, expect, it } from 'vitest';
import { readConfig, recordUrl, reviewsEndpoint, type RawEnv } from '../../config/env';
import { workerConfig } from '../../../sw/config';

// The worker derives its endpoints on its own (it may not import page code): it must agree
// with the page about which URL is the record and which are reviews.
const ORIGIN = 'https://trees.example';
const envs: RawEnv[] = [
  {},
  { BASE_PATH: '/site' },
  { VITE_SITE_DATA_URL: 'https://data.example/', VITE_PAGE_ID: 'acme trees', VITE_REVIEWS_URL: 'https://reviews.example/' },
  { VITE_SITE_DATA_URL: 'http://127.0.0.1:1/', VITE_PAGE_ID: ' x ' },
];

describe('worker endpoints agree with the page', () => {
  it.each(envs)('for %j', (env) => {
    const page = readConfig(env);
    const worker = workerConfig(env, ORIGIN);
    expect(worker.basePath).toBe(page.basePath);
    expect(worker.recordUrl).toBe(new URL(recordUrl(page), ORIGIN).href);
    const reviews = reviewsEndpoint('doc1', page);
    if (reviews) expect(new URL(reviews, ORIGIN).href.startsWith(worker.reviewsPrefix)).toBe(true);
    else expect(worker.reviewsPrefix).toBe('');
  });
});
