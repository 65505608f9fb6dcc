import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { parseSiteData } from '../../site-data/parse';
import type { SiteData } from '../../site-data/schema';
import { footerLinks, navModel, type NavGroup, type NavItem } from './nav-model';
import { loadTenant } from '../../../tests/support/fixtures';

const tenantA = () => parseSiteData(loadTenant('tenant-a')).data;
const tenantB = () => parseSiteData(loadTenant('tenant-b-es')).data;
const labels = (items: NavItem[]) => items.map((i) => i.label);
const groups = (items: NavItem[]) => items.filter((i): i is NavGroup => i.kind === 'group');
const withChanges = (patch: (raw: Record<string, unknown>) => void): SiteData => {
  const raw = loadTenant('tenant-a') as Record<string, unknown>;
  patch(raw);
  return parseSiteData(raw).data;
};

describe('navModel', () => {
  it('lists Home, About, the service groups, Gallery, Our Videos, Reviews and Contact for tenant-a', () => {
    const items = navModel(tenantA(), en);
    expect(labels(items)).toEqual(['Home', 'About', ...en.nav.serviceGroups.slice(0, 3), 'Gallery', 'Our Videos', 'Reviews', 'Contact']);
    expect(items.find((i) => i.label === 'Home')).toMatchObject({ kind: 'link', to: '/' });
    expect(items.find((i) => i.label === 'Our Videos')).toMatchObject({ kind: 'link', to: '/our-videos' });
    expect(items.find((i) => i.label === 'Reviews')).toMatchObject({ kind: 'link', to: '/reviews' });
    expect(items.at(-1)).toMatchObject({ kind: 'link', to: '/contact' });
  });

  it('puts services 1-8, 9-11 and 12 in the three groups, linked by their ids', () => {
    const [g1, g2, g3] = groups(navModel(tenantA(), en));
    expect(g1!.items).toHaveLength(8);
    expect(g1!.items[0]).toEqual({ kind: 'link', label: 'Patios & Walkways', to: '/patios---walkways' });
    expect(g1!.items[3]).toEqual({ kind: 'link', label: 'Fire Pits (Wood & Gas)', to: '/fire-pits--wood---gas-' });
    expect(g2!.items.map((i) => i.label)).toEqual(['Pergolas & Arbors', 'Flagstone Café Terraces', "Homeowner's Garden Refresh"]);
    expect(g2!.items[1]!.to).toBe(`/${encodeURIComponent('flagstone-café-terraces')}`);
    expect(g2!.items[2]!.to).toBe(`/${encodeURIComponent("homeowner-s-garden-refresh")}`);
    expect(g3!.items).toEqual([{ kind: 'link', label: 'Need a Custom Idea?', to: '/need-a-custom-idea-' }]);
  });

  it('shows four groups with 20 services and none with no services', () => {
    const twenty = withChanges((r) => {
      r.dbServices = Array.from({ length: 20 }, (_, i) => ({ name: `S${i}` }));
    });
    expect(groups(navModel(twenty, en)).map((g) => g.items.length)).toEqual([8, 3, 6, 3]);
    const none = withChanges((r) => {
      r.dbServices = [];
    });
    expect(groups(navModel(none, en))).toEqual([]);
  });

  it('hides Our Videos without a channel link and Reviews when inactive or home-only', () => {
    const data = withChanges((r) => {
      r.ytGallery = { links: ['https://youtu.be/x'] };
      r.reviews = { activo: true, isHomeOnly: true, links: [] };
    });
    expect(labels(navModel(data, en))).not.toContain('Our Videos');
    expect(labels(navModel(data, en))).not.toContain('Reviews');
    const off = withChanges((r) => {
      r.reviews = { activo: false, isHomeOnly: false, links: [] };
    });
    expect(labels(navModel(off, en))).not.toContain('Reviews');
  });

  it('turns Gallery into a dropdown of landings when customLinks is set', () => {
    const data = withChanges((r) => {
      r.customLinks = true;
      r.landings = [
        { name: 'Back Yard Patio', gallery: [] },
        { name: 'Pool Deck', gallery: [] },
      ];
    });
    const gallery = groups(navModel(data, en)).find((g) => g.label === 'Gallery')!;
    expect(gallery.to).toBe('/gallery');
    expect(gallery.items).toEqual([
      { kind: 'link', label: en.nav.allGallery, to: '/gallery' },
      { kind: 'link', label: 'Back Yard Patio', to: `/gallery/${encodeURIComponent('back-yard patio')}` },
      { kind: 'link', label: 'Pool Deck', to: '/gallery/pool-deck' },
    ]);
  });

  it('keeps Gallery a plain link when customLinks is set but there are no landings, or landings without customLinks', () => {
    const noLandings = withChanges((r) => {
      r.customLinks = true;
    });
    expect(navModel(noLandings, en).find((i) => i.label === 'Gallery')).toEqual({ kind: 'link', label: 'Gallery', to: '/gallery' });
    const noFlag = withChanges((r) => {
      r.landings = [{ name: 'Pool Deck', gallery: [] }];
    });
    expect(navModel(noFlag, en).find((i) => i.label === 'Gallery')?.kind).toBe('link');
  });

  it('uses in-page anchors in the reduced one-page site, in its language', () => {
    const items = navModel(tenantB(), es);
    expect(items.every((i) => i.kind === 'link' && i.to.startsWith('#'))).toBe(true);
    expect(items.map((i) => (i.kind === 'link' ? i.to : ''))).toEqual(['#top', '#services', '#gallery', '#contact']);
    expect(labels(items)).toEqual([es.nav.home, es.nav.services, es.nav.gallery, es.nav.contact]);
  });
});

describe('footerLinks', () => {
  it('adds Reviews only when the ReviewTab widget is on', () => {
    expect(labels(footerLinks(tenantA(), en))).toEqual(['Home', 'About', 'Services', 'Gallery', 'Contact', 'Reviews']);
    const noTab = withChanges((r) => {
      (r.simpleWidgets as { activo: boolean }[])[4]!.activo = false;
    });
    expect(labels(footerLinks(noTab, en))).toEqual(['Home', 'About', 'Services', 'Gallery', 'Contact']);
    expect(footerLinks(noTab, en).map((l) => l.to)).toEqual(['/', '/about', '/services', '/gallery', '/contact']);
  });

  it('uses the anchors in the reduced site', () => {
    expect(footerLinks(tenantB(), es).every((l) => l.to.startsWith('#'))).toBe(true);
  });
});

describe('navModel with hundreds of services (issue 13 item 5)', () => {
  it('lists at most 30 in the menu, then links to the services page; landings at most 20', () => {
    const data = withChanges((raw) => {
      raw.dbServices = Array.from({ length: 500 }, (_, i) => ({ name: `Service ${i + 1}` }));
      raw.landings = Array.from({ length: 60 }, (_, i) => ({ name: `Town ${i + 1}` }));
      raw.customLinks = true;
    });
    const gs = groups(navModel(data, en));
    const serviceLinks = gs.filter((g) => g.label !== en.nav.gallery).flatMap((g) => g.items);
    expect(serviceLinks.filter((l) => l.label.startsWith('Service '))).toHaveLength(30);
    expect(serviceLinks.at(-1)).toEqual({ kind: 'link', label: en.nav.allServices, to: '/services' });
    const gallery = gs.find((g) => g.label === en.nav.gallery)!;
    expect(gallery.items).toHaveLength(21);
  });

  it('adds no "All services" link when every service fits', () => {
    const items = groups(navModel(tenantA(), en)).flatMap((g) => g.items);
    expect(items.some((l) => l.label === en.nav.allServices)).toBe(false);
  });
});

