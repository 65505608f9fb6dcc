/**
 * A location's one-line address (`dbPrincipal.location[i].address`) read into schema.org
 * PostalAddress fields: the LocalBusiness JSON-LD gives its parts, and the cities
 * of the locations are the places the business serves. Service-area businesses publish no
 * street (`Portland, OR`), so the city and state must come out without one, not as a street.
 *
 * Pure and tolerant: nothing here throws, and no text is lost (a state's name becomes its
 * code, a US country name is dropped). What is read (US forms, in either language's records):
 * - `City, ST` and `City, State`, each with or without a ZIP (`97206` or `97206-1234`, also as
 *   its own comma part);
 * - `street, city, ST ZIP` and `street, suite/unit/apt/#, city, ST ZIP` (every part before
 *   the city is the street, joined as written);
 * - `street, city ST ZIP` and `city ST ZIP` (no comma before the state: only with a ZIP);
 * - a trailing `USA`, `United States`, `EE. UU.`, `Estados Unidos` (after a comma, or after
 *   the ZIP); line breaks as commas, extra spaces collapsed.
 * Choices:
 * - The state is given as its 2-letter USPS code (`Oregon`, `Ore.`, `Tx.`, `D.C.` become `OR`,
 *   `OR`, `TX`, `DC`): one form for one state whatever the record writes, the form Google's
 *   examples use. Spanish names of states (`Nuevo México`, `Carolina del Norte`) are read too.
 * - A recognised state makes the country `US`.
 * - Anything else (another country's address, `Serving the whole valley`, a city written in
 *   lower case, `Portland & Beaverton, OR`) stays whole in streetAddress, as written: a wrong
 *   split is worse than none.
 */

export interface PostalAddressParts {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
}

const STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho',
  IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana',
  ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada',
  NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina',
  ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia', PR: 'Puerto Rico', GU: 'Guam',
  VI: 'U.S. Virgin Islands', AS: 'American Samoa', MP: 'Northern Mariana Islands',
};

/** Spanish names that differ from the English ones (accents are ignored when comparing). */
const SPANISH_STATES: Record<string, string> = {
  'Carolina del Norte': 'NC', 'Carolina del Sur': 'SC', 'Dakota del Norte': 'ND', 'Dakota del Sur': 'SD',
  'Nueva York': 'NY', 'Nuevo México': 'NM', 'Nueva Jersey': 'NJ', 'Nuevo Hampshire': 'NH',
  'Nueva Hampshire': 'NH', 'Virginia Occidental': 'WV', 'Luisiana': 'LA', 'Pensilvania': 'PA',
  'Misuri': 'MO', 'Misisipi': 'MS', 'Oregón': 'OR', 'Hawái': 'HI', 'Míchigan': 'MI',
  'Tennesí': 'TN', 'Distrito de Columbia': 'DC', 'Islas Vírgenes': 'VI',
};

/** The AP style's abbreviations that are not the code (`Ore.`, `Calif.`, `W. Va.`). */
const AP_STYLE: Record<string, string> = {
  Ala: 'AL', Ariz: 'AZ', Ark: 'AR', Calif: 'CA', Cal: 'CA', Colo: 'CO', Conn: 'CT', Del: 'DE', Fla: 'FL',
  Ill: 'IL', Ind: 'IN', Kan: 'KS', Kans: 'KS', Mass: 'MA', Mich: 'MI', Minn: 'MN', Miss: 'MS',
  Mont: 'MT', Neb: 'NE', Nebr: 'NE', Nev: 'NV', Okla: 'OK', Ore: 'OR', Oreg: 'OR', Penn: 'PA',
  Tenn: 'TN', Tex: 'TX', Wash: 'WA', 'W Va': 'WV', WVa: 'WV', Wis: 'WI', Wisc: 'WI', Wyo: 'WY',
};

const key = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

const STATE_BY_NAME = new Map<string, string>([
  ...Object.entries(STATES).map(([code, name]): [string, string] => [key(name), code]),
  ['virgin islands', 'VI'],
  ...Object.entries(SPANISH_STATES).map(([name, code]): [string, string] => [key(name), code]),
  ...Object.entries(AP_STYLE).map(([name, code]): [string, string] => [key(name), code]),
]);
/** Most words in a state's name (`Northern Mariana Islands`, `Distrito de Columbia`). */
const STATE_NAME_WORDS = Math.max(...[...STATE_BY_NAME.keys()].map((k) => k.split(' ').length));

const COUNTRY_US = /^(USA?|U\.S\.(A\.?)?|United States( of America)?|EE\.? ?UU\.?|Estados Unidos( de América)?)$/i;
const ZIP = /^\d{5}(?:-\d{4})?$/;
/** A part that names a suite, unit or the like: part of the street, never the city. */
const UNIT = /^(#|(suite|ste|unit|apt|apartment|bldg|building|floor|fl|rm|room|lot|space|spc|dept|oficina|ofc|of|local|depto|departamento|interior|int|piso)\b)/i;
/** Lower-case words a city's name may hold (`Isle of Palms`, `Valle de Guadalupe`, `Coeur d'Alene`). */
const CITY_LOWER = new Set(['of', 'the', 'on', 'upon', 'by', 'de', 'del', 'la', 'las', 'los', 'el', 'du', 'des', 'le', 'les', 'sur', 'au', 'da', 'do', 'dos', 'van', 'von']);

/**
 * The 2-letter code of a state written as its code (`OR`, `Tx.`, `D.C.`), its name or an AP
 * abbreviation (`Ore.`), or undefined. `upperCode`: a code only in capitals (`OR`, not the
 * word `or`), where nothing but the position says it is a state.
 */
export function stateCode(text: string, upperCode = false): string | undefined {
  const t = text.trim();
  const code = /^([A-Za-z])\.?([A-Za-z])\.?$/.exec(t);
  if (code) {
    if (upperCode && /[a-z]/.test(t)) return undefined;
    const c = (code[1]! + code[2]!).toUpperCase();
    return c in STATES ? c : undefined;
  }
  return STATE_BY_NAME.get(key(t));
}

/**
 * Whether a part reads as a city's name: letters, spaces, `.`, `'` and `-` only, each word
 * capitalised (or a small linking word), not a state's code, a country or a suite. Numbers,
 * lower-case text, sentences (`Serving the whole valley`) and two places in one part
 * (`Portland & Beaverton`) are not a city.
 */
function isCity(part: string): boolean {
  if (part.length > 60 || !/^[\p{L}\p{M} .'’-]+$/u.test(part) || UNIT.test(part) || COUNTRY_US.test(part)) return false;
  if (/^[A-Za-z]\.?[A-Za-z]\.?$/.test(part)) return false;
  const words = part.split(' ');
  if (words.length > 6 || !/^\p{Lu}/u.test(words[0]!)) return false;
  return words.every((w) => /^\p{Lu}/u.test(w) || CITY_LOWER.has(w) || /^\p{Ll}{1,2}['’]\p{Lu}/u.test(w));
}

/** `ST`, `State`, `ST 12345`: the state's code and the ZIP, when the whole part is that. */
function stateAndZip(part: string): { region: string; zip?: string } | undefined {
  const m = /^(.*?)(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(part)!;
  const region = stateCode(m[1]!);
  return region ? { region, ...(m[2] ? { zip: m[2] } : {}) } : undefined;
}

/** `City ST 12345` (no comma before the state, so the ZIP is required): its three pieces. */
function cityStateZip(part: string): { city: string; region: string; zip: string } | undefined {
  const m = /^(.+)\s+(\d{5}(?:-\d{4})?)$/.exec(part);
  if (!m) return undefined;
  const words = m[1]!.split(' ');
  for (let n = Math.min(STATE_NAME_WORDS, words.length - 1); n >= 1; n--) {
    const region = stateCode(words.slice(-n).join(' '), true);
    if (region) return { city: words.slice(0, -n).join(' '), region, zip: m[2]! };
  }
  return undefined;
}

/**
 * A one-line address as PostalAddress fields (see the module's comment for the forms read);
 * what is not understood is the whole text as streetAddress, spaces collapsed. Empty text
 * gives no fields.
 */
export function parsePostalAddress(text: string): PostalAddressParts {
  const whole = text.replace(/\s+/g, ' ').trim();
  if (!whole) return {};
  const asWritten: PostalAddressParts = { streetAddress: whole };
  const parts = text
    .split(/,|\r\n|\r|\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (parts.length >= 2 && COUNTRY_US.test(parts[parts.length - 1]!)) parts.pop();
  // `OR 97206 USA`: the country after the ZIP without a comma.
  const end = parts.length - 1;
  const country = end >= 0 ? /^(.*\d{5}(?:-\d{4})?) (\S.*)$/.exec(parts[end]!) : null;
  if (country && COUNTRY_US.test(country[2]!)) parts[end] = country[1]!;
  let zip: string | undefined;
  if (parts.length >= 2 && ZIP.test(parts[parts.length - 1]!)) zip = parts.pop();

  const last = parts.pop() ?? '';
  const alone = stateAndZip(last);
  let region: string;
  let city: string | undefined;
  let street = parts;
  if (alone && !(alone.zip && zip)) {
    region = alone.region;
    zip = alone.zip ?? zip;
    // `street, city, ST`: the part before the state is the city when it reads as one; a part
    // with a house number or a suite is the street (`1 Main St, TX 78704` has no city).
    const before = parts[parts.length - 1];
    if (before !== undefined && isCity(before)) {
      city = before;
      street = parts.slice(0, -1);
    } else if (before === undefined || !(/\d/.test(before) || UNIT.test(before))) {
      return asWritten;
    }
  } else {
    const joined = zip ? undefined : cityStateZip(last);
    if (!joined) return asWritten;
    region = joined.region;
    zip = joined.zip;
    if (isCity(joined.city)) city = joined.city;
    else if (/\d/.test(joined.city)) street = [...parts, joined.city];
    else return asWritten;
  }
  return {
    ...(street.length ? { streetAddress: street.join(', ') } : {}),
    ...(city ? { addressLocality: city } : {}),
    addressRegion: region,
    ...(zip ? { postalCode: zip } : {}),
    addressCountry: 'US',
  };
}
