import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_ICON_DIR, BrandIcon, brandIconUrl } from './brand-icon';
import { BRANDS, brandKey, brandTitle } from './brand-list';

/** The checked-in brand files (scripts/brand-icons.test.ts keeps them in step with simple-icons). */
const brandFiles = fs.readdirSync(path.resolve(import.meta.dirname, '../../public', BRAND_ICON_DIR));

/** The shape URL an icon paints (its mask), or null. */
function iconUrl(icon: string): string | null {
  const { container, unmount } = render(<BrandIcon icon={icon} size={30} />);
  const span = container.querySelector<HTMLElement>('span[data-brand]');
  const url = /^url\("(.*)"\)$/.exec(span?.style.getPropertyValue('--brand-icon') ?? '')?.[1] ?? null;
  unmount();
  return url;
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
  it("paints a brand's same-origin shape as a mask in the text colour, at the size asked, hidden from assistive tech", () => {
    const { container } = render(<BrandIcon icon="fab fa-facebook-f" size={30} />);
    const span = container.querySelector<HTMLElement>('span[data-brand="facebook"]')!;
    expect(span.getAttribute('aria-hidden')).toBe('true');
    expect(span.style.getPropertyValue('--brand-icon')).toBe('url("/icons/brands/facebook.svg")');
    const css = getComputedStyle(span);
    expect([css.width, css.height, css.display]).toEqual(['30px', '30px', 'inline-block']);
    const rules = [...document.querySelectorAll('style')].map((t) => t.textContent).join('');
    expect(rules).toMatch(/background-color:currentColor;[^}]*mask:var\(--brand-icon\) center\/contain no-repeat/);
    // No path data in the page: the shape comes from the file.
    expect(container.querySelector('path')).toBeNull();
  });

  it('points every brand (and alias) at a file that exists', () => {
    expect(brandFiles.length).toBe(Object.keys(BRANDS).length);
    for (const key of Object.keys(BRANDS)) {
      expect(iconUrl(key), key).toBe(`/icons/brands/${key}.svg`);
      expect(brandFiles, key).toContain(`${key}.svg`);
    }
    expect(iconUrl('fab fa-twitter')).toBe('/icons/brands/x.svg');
    expect(iconUrl('fab fa-youtube')).toMatch(/\/youtube\.svg$/);
    expect(iconUrl('fab fa-instagram')).toMatch(/\/instagram\.svg$/);
  });

  it('puts the files under the base path', () => {
    expect(brandIconUrl('facebook', '/sub/')).toBe('/sub/icons/brands/facebook.svg');
    expect(brandIconUrl('x', '/')).toBe('/icons/brands/x.svg');
  });

  it('falls back to the record image, then to a link icon', () => {
    const withImage = render(<BrandIcon icon="myspace" image="https://cdn.example.com/myspace.png" size={20} />);
    const img = withImage.container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/myspace.png');
    expect(withImage.container.querySelector('[data-brand]')).toBeNull();
    withImage.unmount();

    const { container } = render(<BrandIcon icon="myspace" />);
    expect(container.querySelector('img')).toBeNull();
    const link = container.querySelector<HTMLElement>('span[data-brand="link"]')!;
    expect(link.style.getPropertyValue('--brand-icon')).toBe('url("/icons/link.svg")');
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../public/icons/link.svg'), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><path d="M[^"]+"\/><\/svg>\n$/);
  });

  it('hydrates the server markup without a mismatch (the prerender hydrates cleanly)', async () => {
    const server = renderToStaticMarkup(<BrandIcon icon="fab fa-facebook-f" size={26} />);
    expect(server).toMatch(/^<span class="[^"]+" aria-hidden="true" data-brand="facebook" style="--brand-icon:url\(&quot;\/icons\/brands\/facebook.svg&quot;\)"><\/span>$/);
    const host = document.createElement('div');
    host.innerHTML = server;
    document.body.append(host);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    await act(async () => {
      hydrateRoot(host, <BrandIcon icon="fab fa-facebook-f" size={26} />, { onRecoverableError: (e) => void errors.push(e) });
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
    host.remove();
  });
});
