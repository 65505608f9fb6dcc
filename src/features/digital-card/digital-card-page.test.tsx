import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DigitalCardPage } from './digital-card-page';
import { nextFrame, withPage } from '../../../tests/support/page';


const record = {
  dbPrincipal: {
    name: 'Acme Trees',
    logo: 'https://cdn.example.com/logo.png',
    phones: [
      { phone: '503-555-0142', name: 'John Smith' },
      { phone: '503-555-0199', name: 'Office' },
    ],
    emails: [{ email: 'hello@acme.example' }],
    location: [{ address: '12 Oak St, Salem, OR' }],
  },
  dbServices: ['Tree Removal', 'Stump Grinding', 'Pruning', 'Lawn Care', 'Mulching', 'Hardscape', 'Fencing'].map((name) => ({ name })),
  dbSocialMedia: { redes: [{ url: 'https://facebook.com/acme', icon: 'facebook' }] },
  labels: { formLabel: { isenglish: 'true' } },
};

function renderCard(extra: Record<string, unknown> = {}) {
  return render(withPage(<DigitalCardPage />, { record: { ...record, ...extra } }));
}

const face = (c: HTMLElement, name: string) => c.querySelector<HTMLElement>(`[data-face="${name}"]`)!;

describe('digital card', () => {
  it('starts on the contact face: name, owner title, phones, email, address, social link', () => {
    const { container } = renderCard();
    const contact = face(container, 'contact');
    expect(contact.hasAttribute('inert')).toBe(false);
    expect(contact.getAttribute('aria-hidden')).not.toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Card' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Acme Trees' }).nextElementSibling!.textContent).toBe('John Smith');
    expect(screen.getByRole('link', { name: '503-555-0142' }).getAttribute('href')).toBe('tel:+15035550142');
    expect(screen.getByRole('link', { name: '503-555-0199' }).getAttribute('href')).toBe('tel:+15035550199');
    expect(screen.getByRole('link', { name: 'hello@acme.example' }).getAttribute('href')).toBe('mailto:hello@acme.example');
    expect(screen.getByText('12 Oak St, Salem, OR')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('target')).toBe('_blank');
    // The services face is hidden from screen readers and keyboard.
    const services = face(container, 'services');
    expect(services.hasAttribute('inert')).toBe(true);
    expect(services.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('link', { name: /Tree Removal/ })).toBeNull();
  });

  it('Rotate turns to the services face (first five services, website) and keeps focus on the button', async () => {
    const { container } = renderCard({ linkWeb: 'https://acme.example' });
    const rotate = screen.getByRole('button', { name: 'Rotate' });
    rotate.focus();
    fireEvent.click(rotate);
    expect(document.activeElement).toBe(rotate);
    expect(face(container, 'contact').getAttribute('aria-hidden')).toBe('true');
    // Inert from the task after the frame that shows the turn (entry/card-turn.ts).
    await nextFrame();
    expect(face(container, 'contact').hasAttribute('inert')).toBe(true);
    expect(face(container, 'services').hasAttribute('inert')).toBe(false);
    const names = ['Tree Removal', 'Stump Grinding', 'Pruning', 'Lawn Care', 'Mulching'];
    for (const n of names) expect(screen.getByRole('link', { name: n })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tree Removal' }).getAttribute('href')).toBe('/tree-removal');
    expect(screen.queryByRole('link', { name: 'Hardscape' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Visit our website' }).getAttribute('href')).toBe('https://acme.example/');
    expect(screen.getAllByRole('status').some((el) => el.textContent === 'Our services')).toBe(true);
    fireEvent.click(rotate);
    await nextFrame();
    expect(face(container, 'contact').hasAttribute('inert')).toBe(false);
  });

  it('links the website button to this site when the record has no website', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(screen.getByRole('link', { name: 'Visit our website' }).getAttribute('href')).toBe('/');
  });

  it('uses "Owner" as the title when the first phone has no label', () => {
    renderCard({ dbPrincipal: { ...record.dbPrincipal, phones: [{ phone: '503-555-0142' }] } });
    expect(screen.getByText('Owner')).toBeTruthy();
  });

  it('draws a QR code of the site URL after mount (the encoder is fetched then)', async () => {
    renderCard();
    const qr = await screen.findByRole('img', { name: /^QR code for http/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
  });

  it('has real buttons for Save contact and Share', () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Save contact' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('Ask for a review names the review form for the page to open (entry/early-review.ts), and there is no such control without a link', () => {
    const { unmount } = renderCard();
    expect(screen.queryByRole('button', { name: 'Ask for a review' })).toBeNull();
    unmount();
    renderCard({ gmb: { link: 'g.page/acme-trees' } });
    const ask = screen.getByRole('button', { name: 'Ask for a review' });
    expect(ask.getAttribute('data-early-review')).toBe('https://g.page/acme-trees/review');
    expect(ask.hasAttribute('data-native')).toBe(true);
    fireEvent.click(ask);
    // The app has no view of its own to open.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no signature control without the site address (its images are the site files)', () => {
    renderCard({ gmb: { link: 'https://g.page/acme-trees' } });
    expect(screen.queryByRole('button', { name: 'Email signature' })).toBeNull();
  });
});
