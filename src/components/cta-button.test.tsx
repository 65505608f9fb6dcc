import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CtaButton, ctaTarget } from './cta-button';
import { loadTenant } from '../../tests/support/fixtures';
import { browserFollows, withPage } from '../../tests/support/page';

const s = { orderNow: 'Order Now', contactUs: 'Contact us', freeEstimate: 'free estimate' };

describe('ctaTarget', () => {
  it('case 1: a phone or URL makes it a link (tel with +1, or the URL, "Order Now" by default)', () => {
    expect(ctaTarget({ phone: '503-555-0142', reduced: false }, s)).toEqual({ kind: 'external', href: 'tel:+15035550142', text: 'Contact us' });
    expect(ctaTarget({ phone: '503-555-0142', text: 'Call now', reduced: true }, s)).toEqual({
      kind: 'external',
      href: 'tel:+15035550142',
      text: 'Call now',
    });
    expect(ctaTarget({ url: 'https://shop.example/order', reduced: false }, s)).toEqual({
      kind: 'external',
      href: 'https://shop.example/order',
      text: 'Order Now',
    });
  });

  it('case 2: in the reduced site it is the first phone, "Contact us", scrolling to the top', () => {
    expect(ctaTarget({ reduced: true, firstPhone: '956-555-0123' }, s)).toEqual({ kind: 'phone-top', href: 'tel:+19565550123', text: 'Contact us' });
    expect(ctaTarget({ reduced: true }, s)).toEqual({ kind: 'phone-top', href: '#top', text: 'Contact us' });
  });

  it('case 3: otherwise an internal link to /contact, "free estimate"', () => {
    expect(ctaTarget({ reduced: false, firstPhone: '503-555-0142' }, s)).toEqual({ kind: 'internal', to: '/contact', text: 'free estimate' });
    expect(ctaTarget({ reduced: false, text: 'Get a quote' }, s)).toEqual({ kind: 'internal', to: '/contact', text: 'Get a quote' });
  });

  it('ignores an unsafe URL or a phone without digits', () => {
    expect(ctaTarget({ url: 'javascript:alert(1)', reduced: false }, s).kind).toBe('internal');
    expect(ctaTarget({ phone: 'call us', reduced: false }, s).kind).toBe('internal');
  });
});

function renderCta(record: unknown, props: Parameters<typeof CtaButton>[0] = {}) {
  return render(withPage(<CtaButton {...props} />, { record, english: false, path: '/', routes: <Route path="/contact" element={<h1>Contact page</h1>} /> }));
}

describe('<CtaButton>', () => {
  it('goes to the contact page for a full site, as a page of its own (the browser follows it: decision 0020)', () => {
    renderCta(loadTenant('tenant-a'));
    const link = screen.getByRole('link', { name: 'free estimate' });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(browserFollows(link), 'the browser goes there').toBe(true);
    expect(screen.queryByRole('heading', { name: 'Contact page' }), 'not drawn by the app in this page').toBeNull();
  });

  it('calls the first phone and scrolls to the top in the reduced site, with Spanish text', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderCta(loadTenant('tenant-b-es'));
    const es = (await import('../i18n/es')).es;
    const link = screen.getByRole('link', { name: es.cta.contactUs });
    expect(link.getAttribute('href')).toBe('tel:+19565550123');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('opens a given web URL in a new tab, safely', () => {
    renderCta(loadTenant('tenant-a'), { url: 'https://shop.example/order' });
    const link = screen.getByRole('link', { name: 'Order Now' });
    expect(link.getAttribute('href')).toBe('https://shop.example/order');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
