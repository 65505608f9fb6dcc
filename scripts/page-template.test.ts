// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fill } from './page-template';
import { LATER_PAGE_ATTR } from '../src/contract/page-marks';

const TEMPLATE = '<html lang="en"><head><title>x</title><!--canopy-head--></head><body><div id="root"><!--canopy-app--></div><!--canopy-data--></body></html>';

describe('the loading cover is the visit\'s, where a page has something to show under it', () => {
  it('a prerendered page decides in its head; the shell, empty until the app draws it, always keeps its cover', () => {
    const page = fill(TEMPLATE, { lang: 'en', head: '<meta name="a">', app: '<main>Oak</main>', data: '' });
    const shell = fill(TEMPLATE, { lang: 'en', head: '<meta name="a">', app: '', data: '' });
    expect(page).toMatch(new RegExp(`<head><script>[^<]*${LATER_PAGE_ATTR}[^<]*</script>\\s*<meta name="a">`));
    expect(shell).not.toContain(LATER_PAGE_ATTR);
    expect(shell).toContain('<meta name="a">');
  });
});
