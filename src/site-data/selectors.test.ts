import { describe, expect, it } from 'vitest';
import { emptySiteData, parseSiteData } from './parse';
import type { Review, SiteData } from './schema';
import {
  activeWidgets,
  contactLinks,
  mailtoHref,
  cutText,
  findLanding,
  findService,
  firstAddress,
  firstN,
  footerExcerpt,
  generalGallery,
  isReducedSite,
  landingSlug,
  language,
  menuGroups,
  metaDescription,
  phoneDigits,
  pickSlogan,
  reviewSummary,
  serviceColumns,
  serviceSlug,
  reviewsBadgeTarget,
  showReviewsBadge,
  showReviewsInMenu,
  showReviewsOnHome,
  showVideosInMenu,
  sortNewestFirst,
  statistics,
  stockImage,
  telHref,
  whatsappHref,
} from './selectors';
import { loadTenant } from '../../tests/support/fixtures';

const tenantA = () => parseSiteData(loadTenant('tenant-a')).data;
const tenantB = () => parseSiteData(loadTenant('tenant-b-es')).data;
const record = (raw: Record<string, unknown>): SiteData => parseSiteData(raw).data;
const services = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Service ${i + 1}`, description: [] }));
const widgets = (on: number[]) =>
  ['WhatsappBtn', 'VisitsCounter', 'CallUsNow', 'Wheather', 'ReviewTab', 'ModalColores'].map((val, i) => ({ val, activo: on.includes(i) }));

describe('serviceSlug', () => {
  it('lowercases and turns spaces into dashes', () => {
    expect(serviceSlug('Tree Removal')).toBe('tree-removal');
    expect(serviceSlug('Stump  Grinding')).toBe('stump--grinding');
  });

  it.each([...'^*@!"#$%&/()=?¡¿\'\\'])('turns %j into a dash', (ch) => {
    expect(serviceSlug(`A${ch}B`)).toBe('a-b');
  });

  it('keeps accents and other letters, and turns each special character into its own dash', () => {
    expect(serviceSlug('Patios & Walkways')).toBe('patios---walkways');
    expect(serviceSlug('Retaining Walls / Terraces')).toBe('retaining-walls---terraces');
    expect(serviceSlug('Fire Pits (Wood & Gas)')).toBe('fire-pits--wood---gas-');
    expect(serviceSlug("Homeowner's Garden Refresh")).toBe('homeowner-s-garden-refresh');
    expect(serviceSlug('Need a Custom Idea?')).toBe('need-a-custom-idea-');
    expect(serviceSlug('Flagstone Café Terraces')).toBe('flagstone-café-terraces');
    expect(serviceSlug('¿Limpieza de Lotes?')).toBe('-limpieza-de-lotes-');
    expect(serviceSlug('Poda de Árboles')).toBe('poda-de-árboles');
  });

  it('gives every tenant-a service a distinct id that finds it again (no dead links)', () => {
    const data = tenantA();
    const ids = data.dbServices.map((s) => serviceSlug(s.name));
    expect(new Set(ids).size).toBe(12);
    for (const s of data.dbServices) {
      expect(findService(data, serviceSlug(s.name))).toBe(s);
      // As the browser hands it over: percent-encoded.
      expect(findService(data, encodeURIComponent(serviceSlug(s.name)))).toBe(s);
    }
  });
});

describe('findService / findLanding', () => {
  const data = record({
    dbServices: [{ name: 'Tree Removal' }, { name: 'Flagstone Café Terraces' }],
    landings: [{ name: 'Back Yard Patio', gallery: [] }, { name: 'Pool', gallery: [] }],
  });

  it('matches case-insensitively and after URL decoding', () => {
    expect(findService(data, 'TREE-REMOVAL')?.name).toBe('Tree Removal');
    expect(findService(data, 'flagstone-caf%C3%A9-terraces')?.name).toBe('Flagstone Café Terraces');
    expect(findService(data, 'tree removal')).toBeUndefined();
    expect(findService(data, '%E0%A4%A')).toBeUndefined(); // malformed escape: no throw
  });

  it('finds landings by their first-space-dash id only', () => {
    expect(findLanding(data, 'back-yard patio')?.name).toBe('Back Yard Patio');
    expect(findLanding(data, 'back-yard%20patio')?.name).toBe('Back Yard Patio');
    expect(findLanding(data, 'back-yard-patio')).toBeUndefined();
    expect(findLanding(data, 'pool')?.name).toBe('Pool');
    expect(findLanding(emptySiteData(), 'pool')).toBeUndefined();
  });
});

describe('landingSlug', () => {
  it('turns only the first space into a dash, then lowercases', () => {
    expect(landingSlug('Back Yard Patio')).toBe('back-yard patio');
    expect(landingSlug('Pool')).toBe('pool');
    expect(landingSlug('Front  Lawn')).toBe('front- lawn');
    expect(landingSlug('Patio & Deck')).toBe('patio-& deck');
  });
});

describe('menuGroups', () => {
  const sizes = (n: number) => menuGroups(services(n)).map((g) => [g.index, g.services.length]);

  it('slices 0-8, 8-11, 11-17 and 17 onward', () => {
    expect(sizes(20)).toEqual([
      [0, 8],
      [1, 3],
      [2, 6],
      [3, 3],
    ]);
    const g = menuGroups(services(20));
    expect(g[0]!.services[0]!.name).toBe('Service 1');
    expect(g[1]!.services[0]!.name).toBe('Service 9');
    expect(g[2]!.services[0]!.name).toBe('Service 12');
    expect(g[3]!.services.map((s) => s.name)).toEqual(['Service 18', 'Service 19', 'Service 20']);
  });

  it('omits empty groups', () => {
    expect(sizes(0)).toEqual([]);
    expect(sizes(5)).toEqual([[0, 5]]);
    expect(sizes(8)).toEqual([[0, 8]]);
    expect(sizes(9)).toEqual([
      [0, 8],
      [1, 1],
    ]);
    expect(sizes(17)).toEqual([
      [0, 8],
      [1, 3],
      [2, 6],
    ]);
    // The last group ends at 30, as a record may have hundreds of services; the menu then links to
    // the services page.
    expect(sizes(40).at(-1)).toEqual([3, 13]);
  });

  it('fills three groups for tenant-a with the right names', () => {
    const g = menuGroups(tenantA().dbServices);
    expect(g.map((x) => x.services.map((s) => s.name))).toEqual([
      [
        'Patios & Walkways',
        'Retaining Walls / Terraces',
        'Outdoor Kitchens',
        'Fire Pits (Wood & Gas)',
        'Landscape Lighting',
        'Xeriscape Design',
        'Drainage Solutions',
        'Paver Sealing',
      ],
      ['Pergolas & Arbors', 'Flagstone Café Terraces', "Homeowner's Garden Refresh"],
      ['Need a Custom Idea?'],
    ]);
  });
});

describe('firstN and serviceColumns', () => {
  it('takes at most N, never fails on short lists or negative N', () => {
    expect(firstN([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(firstN([1, 2], 7)).toEqual([1, 2]);
    expect(firstN([], 5)).toEqual([]);
    expect(firstN([1, 2], -1)).toEqual([]);
  });

  it('uses 3 columns only above 5 services', () => {
    expect(serviceColumns(5)).toBe(2);
    expect(serviceColumns(6)).toBe(3);
    expect(serviceColumns(0)).toBe(2);
  });
});

describe('reviewSummary', () => {
  const r = (...stars: number[]): Review[] => stars.map((ReviewsStars) => ({ ReviewsStars }));

  it('averages with ratings under 3 counted as 0, to 2 decimals', () => {
    const s = reviewSummary(r(5, 4, 2, 1));
    expect(s.count).toBe(4);
    expect(s.average).toBe(2.25);
    expect(s.averageText).toBe('2.25');
    expect(s.perStar).toEqual([1, 1, 0, 1, 1]);
  });

  it('counts a rating of exactly 3', () => {
    expect(reviewSummary(r(3, 3, 3)).averageText).toBe('3.00');
    expect(reviewSummary(r(5, 4, 4)).averageText).toBe('4.33');
  });

  it('is 0 with no reviews or only low ones', () => {
    expect(reviewSummary([])).toEqual({ average: 0, averageText: '0.00', count: 0, perStar: [0, 0, 0, 0, 0] });
    expect(reviewSummary(r(1, 2, 2)).average).toBe(0);
  });

  it('skips ratings that are not numbers', () => {
    expect(reviewSummary([{ ReviewsStars: Number.NaN }, { ReviewsStars: 5 }]).count).toBe(1);
  });
});

describe('sortNewestFirst', () => {
  it('orders by date, newest first; undated last', () => {
    const out = sortNewestFirst([
      { Date: '2024-01-02', ReviewsStars: 1 },
      { ReviewsStars: 2 },
      { Date: '2025-06-01', ReviewsStars: 3 },
      { Date: 'not a date', ReviewsStars: 4 },
    ]);
    expect(out.map((x) => x.ReviewsStars)).toEqual([3, 1, 2, 4]);
  });
});

describe('text excerpts', () => {
  const long = 'Word '.repeat(100).trim(); // 499 chars

  it('cuts the footer excerpt to 216 characters on a word boundary', () => {
    const data = record({ dbAbout: [{ text: long }] });
    const out = footerExcerpt(data);
    expect(out.length).toBeLessThanOrEqual(216);
    expect(out.length).toBeGreaterThan(200);
    expect(out.endsWith('…')).toBe(true);
    expect(out.startsWith('Word Word')).toBe(true);
    expect(out).not.toMatch(/Wor…$|Wo…$|W…$/);
  });

  it('shows the whole about text in the reduced site', () => {
    const data = record({ dbAbout: [{ text: long }], simpleWidgets: widgets([3]) });
    expect(footerExcerpt(data)).toBe(long);
  });

  it('leaves short text alone, and is empty without an about text', () => {
    expect(footerExcerpt(record({ dbAbout: [{ text: 'Short.' }] }))).toBe('Short.');
    expect(footerExcerpt(emptySiteData())).toBe('');
    expect(metaDescription(emptySiteData())).toBe('');
  });

  it('cuts the meta description to 150 characters', () => {
    const data = tenantA();
    const out = metaDescription(data);
    expect(out.length).toBeLessThanOrEqual(150);
    expect(out.startsWith('Barton Creek Stone & Landscape has built patios')).toBe(true);
  });

  it('cutText collapses whitespace and cuts one long word hard', () => {
    expect(cutText('a\n\n  b', 10)).toBe('a b');
    expect(cutText('x'.repeat(300), 150)).toBe(`${'x'.repeat(149)}…`);
  });
});

describe('phones', () => {
  it.each([
    ['503-555-0142', 'tel:+15035550142'],
    ['(503) 555-0142', 'tel:+15035550142'],
    ['1-503-555-0142', 'tel:+15035550142'],
    ['+1 503 555 0142', 'tel:+15035550142'],
    [' 503.555.0142 ', 'tel:+15035550142'],
    ['', ''],
    ['call us', ''],
  ])('telHref(%j) = %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('phoneDigits keeps digits only', () => {
    expect(phoneDigits('(503) 555-0142 ext')).toBe('5035550142');
  });

  it('whatsappHref drops dashes and encodes spaces, &, # and emoji in the message', () => {
    expect(whatsappHref('503-555-0142')).toBe('https://wa.me/15035550142');
    expect(whatsappHref('503-555-0142', 'Hi there & #1 🌳')).toBe('https://wa.me/15035550142?text=Hi%20there%20%26%20%231%20%F0%9F%8C%B3');
    expect(whatsappHref('1-503-555-0142', '?=')).toBe('https://wa.me/15035550142?text=%3F%3D');
  });
});

describe('statistics', () => {
  it('shows the four 100% defaults when years and miles are not set', () => {
    expect(statistics(emptySiteData())).toEqual([
      { key: 'bestService', value: 100, suffix: '%' },
      { key: 'professionals', value: 100, suffix: '%' },
      { key: 'costEffectiveness', value: 100, suffix: '%' },
      { key: 'onTime', value: 100, suffix: '%' },
    ]);
  });

  it('replaces two of them with years and miles, with a plus sign', () => {
    const s = statistics(tenantA());
    expect(s.map((x) => x.key)).toEqual(['bestService', 'professionals', 'yearsOfExperience', 'milesAround']);
    expect(s[2]).toEqual({ key: 'yearsOfExperience', value: 14, suffix: '+' });
    expect(s[3]).toEqual({ key: 'milesAround', value: 35, suffix: '+' });
  });

  it('reads numbers written as numbers or with words, and ignores zero and junk', () => {
    const s = statistics(tenantB()); // exprYears: 9 (a number), miles: "25 millas"
    expect(s[2]).toEqual({ key: 'yearsOfExperience', value: 9, suffix: '+' });
    expect(s[3]).toEqual({ key: 'milesAround', value: 25, suffix: '+' });
    const junk = statistics(record({ dbPrincipal: { name: 'x', exprYears: '0', miles: 'many' } }));
    expect(junk.map((x) => x.suffix)).toEqual(['%', '%', '%', '%']);
  });
});

describe('modes and widgets', () => {
  it('isReducedSite follows simpleWidgets[3].activo only', () => {
    expect(isReducedSite(tenantA())).toBe(false);
    expect(isReducedSite(tenantB())).toBe(true);
    expect(isReducedSite(record({ simpleWidgets: widgets([0, 1, 2, 4, 5]) }))).toBe(false);
    expect(isReducedSite(record({ simpleWidgets: [{ val: 'x', activo: true }] }))).toBe(false);
    expect(isReducedSite(emptySiteData())).toBe(false);
  });

  it('showReviewsBadge needs widget 4, reviews active and not home-only', () => {
    expect(showReviewsBadge(tenantA())).toBe(true);
    expect(showReviewsBadge(tenantB())).toBe(false);
    const base = { simpleWidgets: widgets([4]) };
    expect(showReviewsBadge(record({ ...base, reviews: { activo: true, isHomeOnly: false, links: [] } }))).toBe(true);
    expect(showReviewsBadge(record({ ...base, reviews: { activo: false, isHomeOnly: false, links: [] } }))).toBe(false);
    expect(showReviewsBadge(record({ ...base, reviews: { activo: true, isHomeOnly: true, links: [] } }))).toBe(false);
    expect(showReviewsBadge(record({ simpleWidgets: widgets([]), reviews: { activo: true, isHomeOnly: false } }))).toBe(false);
  });

  it('reviewsBadgeTarget never leads to a page the site does not have', () => {
    const reviews = { activo: true, isHomeOnly: false, links: [] };
    expect(reviewsBadgeTarget(record({ simpleWidgets: widgets([4]), reviews }))).toBe('/reviews');
    // The one-page site has no /reviews: the badge is not a link there...
    expect(reviewsBadgeTarget(record({ simpleWidgets: widgets([3, 4]), reviews }))).toBeNull();
    // ...unless the home page shows the reviews, where it leads to that section.
    expect(reviewsBadgeTarget(record({ simpleWidgets: widgets([3, 4]), reviews: { ...reviews, isHomeOnly: true } }))).toBe('#reviews');
  });

  it('reviews show in the menu or on the home page, never both', () => {
    expect([showReviewsInMenu(tenantA()), showReviewsOnHome(tenantA())]).toEqual([true, false]);
    expect([showReviewsInMenu(tenantB()), showReviewsOnHome(tenantB())]).toEqual([false, true]);
    expect([showReviewsInMenu(emptySiteData()), showReviewsOnHome(emptySiteData())]).toEqual([false, false]);
  });

  it('videos show in the menu only with a channel link', () => {
    expect(showVideosInMenu(tenantA())).toBe(true);
    expect(showVideosInMenu(tenantB())).toBe(false);
  });

  it('activeWidgets lists the switched-on widgets by name', () => {
    expect([...activeWidgets(tenantA())].sort()).toEqual(['CallUsNow', 'ReviewTab', 'WhatsappBtn']);
  });

  it('language follows isenglish', () => {
    expect(language(tenantA())).toBe('en');
    expect(language(tenantB())).toBe('es');
    expect(language(emptySiteData())).toBe('es');
  });
});

describe('images and misc', () => {
  it('general gallery falls back to stock images', () => {
    expect(generalGallery(tenantA())).toHaveLength(6);
    const noGallery = record({ stock: ['https://b.example/1.webp', null, 'https://b.example/3.webp'] });
    expect(generalGallery(noGallery)).toEqual(['https://b.example/1.webp', 'https://b.example/3.webp']);
    expect(generalGallery(emptySiteData())).toEqual([]);
  });

  it('stockImage keeps positions and falls back when a position is empty', () => {
    const data = record({ stock: ['https://b.example/1.webp', null, 'https://b.example/3.webp'] });
    expect(stockImage(data, 0)).toBe('https://b.example/1.webp');
    expect(stockImage(data, 2)).toBe('https://b.example/3.webp');
    expect(typeof stockImage(data, 1)).toBe('string');
    expect(typeof stockImage(data, 7)).toBe('string');
    expect(stockImage(emptySiteData(), 0)).toBeUndefined();
  });

  it('pickSlogan is deterministic for a seed and empty-safe', () => {
    const data = tenantA();
    expect(pickSlogan(data, 4)).toBe(pickSlogan(data, 4));
    expect(pickSlogan(data, 0)).toBe('Built in stone, made to last');
    expect(pickSlogan(data, -1)).toBe('Your backyard, finished');
    expect(pickSlogan(emptySiteData(), 3)).toBeUndefined();
  });

  it('firstAddress', () => {
    expect(firstAddress(tenantA())).toBe('4100 S Lamar Blvd, Austin, TX 78704');
    expect(firstAddress(emptySiteData())).toBe('');
  });
});

describe('mailtoHref', () => {
  it('encodes subject and body whole, so typed text cannot add headers', () => {
    const href = mailtoHref('owner@oak.example', 'Hi & bye', 'line 1\nx&bcc=evil@x.example');
    const url = new URL(href);
    expect(url.pathname).toBe('owner@oak.example');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('body')).toBe('line 1\nx&bcc=evil@x.example');
  });

  it('refuses an address that could carry a query of its own', () => {
    for (const bad of ['a@b.example?bcc=c@d.example', 'a@b.example&cc=x', 'a b@c.example', '%61@b.example', '']) expect(mailtoHref(bad, 's')).toBe('');
    expect(mailtoHref('a@b.example')).toBe('mailto:a@b.example');
  });
});

describe('contactLinks (issue 14 item 2: one rule for every list of phones and emails)', () => {
  it('keeps only phones with digits and emails that make a safe mailto, with their labels', () => {
    const data = parseSiteData({
      dbPrincipal: {
        name: 'Oak',
        phones: [{ phone: '503-555-0142', name: 'Office' }, { phone: 'call us!' }, { phone: '(512) 555-0100' }],
        emails: [{ email: ' a@oak.example ' }, { email: 'not an email' }],
      },
    }).data;
    const { phones, emails } = contactLinks(data);
    expect(phones).toEqual([
      { name: 'Office', value: '503-555-0142', href: 'tel:+15035550142' },
      { value: '(512) 555-0100', href: 'tel:+15125550100' },
    ]);
    expect(emails.map((e) => e.href)).toEqual(['mailto:a@oak.example']);
  });
});
