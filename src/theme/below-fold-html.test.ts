import { describe, expect, it } from 'vitest';
import { firstScreenHtml } from './below-fold-html';

describe('firstScreenHtml', () => {
  it('keeps a marked element and drops what is inside it', () => {
    const html = '<main><h1 class="css-a">Hi</h1><div data-below-fold="" class="css-w"><section class="css-b"><div class="css-c">x</div></section><div class="css-d"></div></div><footer class="css-f">f</footer></main>';
    expect(firstScreenHtml(html)).toBe('<main><h1 class="css-a">Hi</h1><div data-below-fold="" class="css-w"></div><footer class="css-f">f</footer></main>');
  });

  it('handles several marked elements, nesting of the same tag and other tag names', () => {
    const html = '<section class="css-1" data-below-fold=""><section><p>a</p></section></section><p class="css-2">b</p><div data-below-fold=""><div><div></div></div><img src="x"/></div><p>c</p>';
    expect(firstScreenHtml(html)).toBe('<section class="css-1" data-below-fold=""></section><p class="css-2">b</p><div data-below-fold=""></div><p>c</p>');
  });

  it('does not read a tag name that only starts like the element’s', () => {
    const html = '<div data-below-fold=""><divider></divider><div>x</div></div><b>after</b>';
    expect(firstScreenHtml(html)).toBe('<div data-below-fold=""></div><b>after</b>');
  });

  it('leaves HTML without a marker, and text that mentions it, as it is', () => {
    const html = '<p>data-below-fold=&quot;&quot; is escaped text</p>';
    expect(firstScreenHtml(html)).toBe(html);
  });

  it('keeps the rest when a marked element is never closed', () => {
    const html = '<p>a</p><div data-below-fold=""><p>b</p>';
    expect(firstScreenHtml(html)).toBe(html);
  });
});
