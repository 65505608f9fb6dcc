import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BRAND_SPRITE_FILE, BrandIcon, brandSymbolUrl } from './brand-icon';
import { BRANDS, brandKey, brandTitle } from './brand-list';

/** Symbol ids of the checked-in sprite (scripts/brand-sprite.test.ts keeps it in step with simple-icons). */
const spriteIds = [...fs.readFileSync(path.resolve(import.meta.dirname, '../../public', BRAND_SPRITE_FILE), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

function spriteHref(icon: string): string | null {
  const { container, unmount } = render(<BrandIcon icon={icon} size={30} />);
  const svg = container.querySelector('svg');
  const href = svg?.querySelector('use')?.getAttribute('href') ?? null;
  unmount();
  return href;
}

describe('brandKey / brandTitle', () => {
  it('reads bare names and Font Awesome classes, with their -f/-square/... variants', () => {
    expect(brandKey('facebook')).toBe('facebook');
    expect(brandKey('fab fa-facebook-f')).toBe('facebook');
    expect(brandKey(' FAB FA-YOUTUBE-SQUARE ')).toBe('youtube');
    expect(brandKey('fa-google-plus')).toBe('google');
    expect(brandTitle('fab fa-whatsapp')).toBe('WhatsApp');
    expect(brandTitle('fab fa-tiktok')).toBe('TikTok');
  });

  it('resolves the aliases of X', () => {
    for (const icon of ['x', 'twitter', 'fab fa-twitter', 'fa-x-twitter', 'x-twitter']) {
      expect(brandKey(icon), icon).toBe('x');
      expect(brandTitle(icon), icon).toBe('X');
    }
  });

  it('knows nothing else (not even Object.prototype names)', () => {
    for (const icon of [undefined, '', 'myspace', 'fab fa-myspace', 'constructor', 'toString', '__proto__']) {
      expect(brandKey(icon), icon).toBeUndefined();
      expect(brandTitle(icon), icon).toBeUndefined();
    }
  });
});

describe('BrandIcon', () => {
  it('draws a brand as a symbol of the same-origin sprite, in the text colour', () => {
    const { container } = render(<BrandIcon icon="fab fa-facebook-f" size={30} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect([svg.getAttribute('width'), svg.getAttribute('height'), svg.getAttribute('fill')]).toEqual(['30', '30', 'currentColor']);
    expect([svg.getAttribute('aria-hidden'), svg.getAttribute('focusable')]).toEqual(['true', 'false']);
    expect(svg.querySelector('use')!.getAttribute('href')).toBe('/icons/brands.svg#facebook');
    // No path data in the page: the shape comes from the sprite.
    expect(svg.querySelector('path')).toBeNull();
  });

  it('points every brand (and alias) at a symbol the sprite has', () => {
    expect(spriteIds.length).toBe(Object.keys(BRANDS).length);
    for (const key of Object.keys(BRANDS)) {
      const href = spriteHref(key);
      expect(href, key).toBe(`/icons/brands.svg#${key}`);
      expect(spriteIds, key).toContain(key);
    }
    expect(spriteHref('fab fa-twitter')).toBe('/icons/brands.svg#x');
    expect(spriteHref('fab fa-youtube')).toMatch(/#youtube$/);
    expect(spriteHref('fab fa-instagram')).toMatch(/#instagram$/);
  });

  it('puts the sprite under the base path', () => {
    expect(brandSymbolUrl('facebook', '/sub/')).toBe('/sub/icons/brands.svg#facebook');
    expect(brandSymbolUrl('x', '/')).toBe('/icons/brands.svg#x');
  });

  it('falls back to the record image, then to a link icon', () => {
    const withImage = render(<BrandIcon icon="myspace" image="https://cdn.example.com/myspace.png" size={20} />);
    const img = withImage.container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/myspace.png');
    expect(withImage.container.querySelector('use')).toBeNull();
    withImage.unmount();

    const { container } = render(<BrandIcon icon="myspace" />);
    expect(container.querySelector('use')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[data-testid="LinkIcon"]')).not.toBeNull();
  });

  it('renders the same markup on the server as on the client (the prerender hydrates cleanly)', () => {
    const server = renderToStaticMarkup(<BrandIcon icon="fab fa-facebook-f" size={26} />);
    const { container } = render(<BrandIcon icon="fab fa-facebook-f" size={26} />);
    expect(server).toBe(container.innerHTML);
    expect(server).toBe(
      '<svg role="img" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="26" height="26" fill="currentColor"><use href="/icons/brands.svg#facebook"></use></svg>',
    );
  });
});
