import { useEffect, useState } from 'react';
import { reviewsEndpoint } from '../../config/env';
import { useConfig } from '../../hooks/use-config';
import { useSiteData } from '../../site-data/site-data-context';
import { idbStore } from './cache-store';
import { loadReviews, type ReviewsResult } from './reviews-data';

export type ReviewsState = ReviewsResult | { status: 'loading' };

// One request per page load, shared by the badge and the reviews page summary.
const inflight = new Map<string, Promise<ReviewsResult>>();

export function resetReviewsCache(): void {
  inflight.clear();
}

/** The business's reviews (newest first) with their summary; fresh, cached, or none. */
export function useReviews(): ReviewsState {
  const { docId } = useSiteData();
  const settings = useConfig();
  const url = docId ? reviewsEndpoint(docId, settings) : '';
  const [state, setState] = useState<{ url: string; value: ReviewsState }>({ url, value: { status: 'loading' } });
  useEffect(() => {
    if (!url) return;
    let live = true;
    let p = inflight.get(url);
    if (!p) {
      p = loadReviews(url, docId, { store: idbStore });
      inflight.set(url, p);
    }
    void p.then((value) => {
      if (live) setState({ url, value });
    });
    return () => {
      live = false;
    };
  }, [url, docId]);
  if (!url) return { status: 'none' };
  return state.url === url ? state.value : { status: 'loading' };
}
