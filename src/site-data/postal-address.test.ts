import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePostalAddress, stateCode, type PostalAddressParts } from './postal-address';

const us = (parts: PostalAddressParts): PostalAddressParts => ({ ...parts, addressCountry: 'US' });

describe('parsePostalAddress: the forms real records use', () => {
  const cases: Array<[string, PostalAddressParts]> = [
    // Service-area businesses: a city and state, no street.
    ['Portland, OR', us({ addressLocality: 'Portland', addressRegion: 'OR' })],
    ['Portland, Oregon', us({ addressLocality: 'Portland', addressRegion: 'OR' })],
    ['Austin, TX 78704', us({ addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78704' })],
    ['Austin, Texas 78704-1234', us({ addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78704-1234' })],
    ['Salem, OR, 97301', us({ addressLocality: 'Salem', addressRegion: 'OR', postalCode: '97301' })],
    ['Lake Oswego OR 97034', us({ addressLocality: 'Lake Oswego', addressRegion: 'OR', postalCode: '97034' })],
    ['St. Louis, MO', us({ addressLocality: 'St. Louis', addressRegion: 'MO' })],
    ["Coeur d'Alene, Idaho", us({ addressLocality: "Coeur d'Alene", addressRegion: 'ID' })],
    ['Washington, D.C. 20001', us({ addressLocality: 'Washington', addressRegion: 'DC', postalCode: '20001' })],
    ['Kansas City, Missouri, United States', us({ addressLocality: 'Kansas City', addressRegion: 'MO' })],
    ['Winston-Salem, North Carolina 27101, U.S.A.', us({ addressLocality: 'Winston-Salem', addressRegion: 'NC', postalCode: '27101' })],
    ['San Juan, PR 00907', us({ addressLocality: 'San Juan', addressRegion: 'PR', postalCode: '00907' })],
    ['Eugene, Ore.', us({ addressLocality: 'Eugene', addressRegion: 'OR' })],
    ['New York New York 10001', us({ addressLocality: 'New York', addressRegion: 'NY', postalCode: '10001' })],
    // Spanish-language records.
    ['Santa Fe, Nuevo México, EE. UU.', us({ addressLocality: 'Santa Fe', addressRegion: 'NM' })],
    ['Charlotte, Carolina del Norte', us({ addressLocality: 'Charlotte', addressRegion: 'NC' })],
    ['1200 Calle Principal, Oficina 5, McAllen, Texas 78501, Estados Unidos', us({ streetAddress: '1200 Calle Principal, Oficina 5', addressLocality: 'McAllen', addressRegion: 'TX', postalCode: '78501' })],
    // A street, a city, a state, a ZIP.
    ['4100 S Lamar Blvd, Austin, TX 78704', us({ streetAddress: '4100 S Lamar Blvd', addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78704' })],
    ['1200 N 10th St, McAllen, TX 78501, USA', us({ streetAddress: '1200 N 10th St', addressLocality: 'McAllen', addressRegion: 'TX', postalCode: '78501' })],
    ['1 Main St, Portland, OR', us({ streetAddress: '1 Main St', addressLocality: 'Portland', addressRegion: 'OR' })],
    ['New York, NY 10001-2345', us({ addressLocality: 'New York', addressRegion: 'NY', postalCode: '10001-2345' })],
    ['P.O. Box 1234, Bend, OR 97701', us({ streetAddress: 'P.O. Box 1234', addressLocality: 'Bend', addressRegion: 'OR', postalCode: '97701' })],
    ['4512 SE Division St, Portland OR 97206', us({ streetAddress: '4512 SE Division St', addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97206' })],
    ['1 Main St Portland OR 97206', us({ streetAddress: '1 Main St Portland', addressRegion: 'OR', postalCode: '97206' })],
    ['4512 SE Division St, Portland, OR 97206 USA', us({ streetAddress: '4512 SE Division St', addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97206' })],
    ['Brownsville, TX 78520 Estados Unidos', us({ addressLocality: 'Brownsville', addressRegion: 'TX', postalCode: '78520' })],
    ['100 Congress Ave, TX 78701', us({ streetAddress: '100 Congress Ave', addressRegion: 'TX', postalCode: '78701' })],
    // Suites and units.
    ['800 E Harrison Ave, Suite 4, Harlingen, Tx. 78550-1234, Estados Unidos', us({ streetAddress: '800 E Harrison Ave, Suite 4', addressLocality: 'Harlingen', addressRegion: 'TX', postalCode: '78550-1234' })],
    ['12600 SW Canyon Rd, Ste 200, Beaverton, OR 97005', us({ streetAddress: '12600 SW Canyon Rd, Ste 200', addressLocality: 'Beaverton', addressRegion: 'OR', postalCode: '97005' })],
    ['55 Water St, Unit B, Brooklyn, NY 11201', us({ streetAddress: '55 Water St, Unit B', addressLocality: 'Brooklyn', addressRegion: 'NY', postalCode: '11201' })],
    ['2200 Elm Ave, Apt 3C, Dallas, TX 75201', us({ streetAddress: '2200 Elm Ave, Apt 3C', addressLocality: 'Dallas', addressRegion: 'TX', postalCode: '75201' })],
    ['901 Broadway, # 12, Nashville, TN 37203', us({ streetAddress: '901 Broadway, # 12', addressLocality: 'Nashville', addressRegion: 'TN', postalCode: '37203' })],
    ['901 Broadway #12, Nashville, TN 37203', us({ streetAddress: '901 Broadway #12', addressLocality: 'Nashville', addressRegion: 'TN', postalCode: '37203' })],
    ['1 Main St, Suite B, OR 97206', us({ streetAddress: '1 Main St, Suite B', addressRegion: 'OR', postalCode: '97206' })],
    // Extra spaces, line breaks.
    ['  4512  SE Division St ,  Portland ,  OR   97206  ', us({ streetAddress: '4512 SE Division St', addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97206' })],
    ['4512 SE Division St\nPortland, OR 97206', us({ streetAddress: '4512 SE Division St', addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97206' })],
    ['\tBend ,\tOR\t', us({ addressLocality: 'Bend', addressRegion: 'OR' })],
  ];
  it.each(cases)('%j', (text, parts) => expect(parsePostalAddress(text)).toEqual(parts));

  const asWritten: string[] = [
    'Av. Constitución 400, Col. Centro, 64000 Monterrey, N.L., México',
    'Calle 5 de Mayo 123, Colonia Centro, Reynosa, Tamaulipas',
    'Monterrey, NL 64000',
    'Toronto, ON M5V 2T6',
    'Vancouver, BC, Canada',
    'Serving the whole valley',
    'Serving Portland, OR and nearby towns',
    'Portland & Beaverton, OR',
    'Portland / Vancouver, WA',
    'portland, or',
    'we serve the whole valley, TX',
    'Portland OR',
    'Call us, OR',
    'Portland, OR 97206 (by appointment)',
    'USA, TX',
    'Texas',
    'TX 78701',
    'Portland, USA',
    'Austin, TX 78701, 78702',
    'מחסן 7, شارع النخيل 12 🏡',
  ];
  it.each(asWritten)('%j stays whole, as written', (text) => expect(parsePostalAddress(text)).toEqual({ streetAddress: text }));

  it('collapses spaces in what it keeps whole; blank text gives nothing', () => {
    expect(parsePostalAddress('  Serving   the\nvalley ')).toEqual({ streetAddress: 'Serving the valley' });
    expect(parsePostalAddress('')).toEqual({});
    expect(parsePostalAddress(' \n\t ')).toEqual({});
  });
});

describe('stateCode', () => {
  it.each([
    ['OR', 'OR'],
    ['or', 'OR'],
    ['Tx.', 'TX'],
    ['D.C.', 'DC'],
    ['oregon', 'OR'],
    ['  New   Hampshire ', 'NH'],
    ['District of Columbia', 'DC'],
    ['Nuevo Mexico', 'NM'],
    ['Oregón', 'OR'],
    ['W. Va.', 'WV'],
    ['Calif.', 'CA'],
    ['NL', undefined],
    ['ON', undefined],
    ['México', undefined],
    ['', undefined],
  ] as const)('%j', (text, code) => expect(stateCode(text)).toBe(code));

  it('a code only in capitals when asked', () => {
    expect(stateCode('or', true)).toBeUndefined();
    expect(stateCode('OR', true)).toBe('OR');
  });
});

describe('parsePostalAddress: never throws, never loses text', () => {
  // The words of `USA`, `U.S.A.`, `United States of America`, `EE. UU.`, `Estados Unidos de América`.
  const COUNTRY_WORD = /^(USA?|U\.S\.(A\.?)?|United|States|of|America|EE\.?|UU\.?|EEUU\.?|Estados|Unidos|de|América)$/i;
  const words = (s: string | undefined) => (s ?? '').split(/[\s,]+/).filter(Boolean);
  const piece = fc.oneof(
    fc.constantFrom('1 Main St', 'Suite 4', '#12', 'Portland', 'Lake Oswego', 'OR', 'Tx.', 'Oregon', 'New York', 'West Virginia', '97206', '97206-1234', '97206 USA', 'USA', 'EE. UU.', 'United States', 'or', 'NL', 'México'),
    fc.string({ maxLength: 12 }),
  );
  const address = fc.tuple(fc.array(piece, { maxLength: 6 }), fc.constantFrom(', ', ',', ' ', '\n', ' ,  ')).map(([ps, sep]) => ps.join(sep));

  it('keeps every word: in a field, or the state (as its code) and the country it read', () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string()), (text) => {
        const a = parsePostalAddress(text);
        if (!a.addressRegion) {
          expect(a).toEqual(text.trim() ? { streetAddress: text.replace(/\s+/g, ' ').trim() } : {});
          return;
        }
        expect(a.addressCountry).toBe('US');
        // The words left once the fields' own are taken out are the state, then the country.
        const left = words(text);
        for (const w of [a.streetAddress, a.addressLocality, a.postalCode].flatMap(words)) {
          const i = left.indexOf(w);
          expect(i, `"${w}" of the fields is in the text`).toBeGreaterThanOrEqual(0);
          left.splice(i, 1);
        }
        const splits = left.map((_, i) => i).concat(left.length);
        const read = splits.some((i) => {
          const state = left.slice(0, i).join(' ');
          return stateCode(state) === a.addressRegion && left.slice(i).every((w) => COUNTRY_WORD.test(w));
        });
        expect(read, `left over: ${JSON.stringify(left)}`).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
