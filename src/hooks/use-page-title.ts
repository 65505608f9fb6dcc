import { useEffect } from 'react';

/** `{Page} | {Business}` (or just one of them when the other is empty). */
export function pageTitle(page: string, business: string): string {
  return [page, business].filter(Boolean).join(' | ');
}

/** Keeps document.title in step with the route; prerendered HTML already carries the same title. */
export function usePageTitle(page: string, business: string): void {
  useEffect(() => {
    document.title = pageTitle(page, business);
  }, [page, business]);
}
