import { themeColor } from './colors';
import { z } from 'zod';

/**
 * The site-data record (spec section 3). This schema is the single source of the record's
 * types (`SiteData = z.infer<...>`). It is strict about each value; the tolerant parser in
 * `parse.ts` walks it field by field, so one bad value drops only itself.
 *
 * Markers on leaf schemas tell the walker what to do:
 * - `urlSchemas`: URL leaves, checked by `checkUrl` (scheme allow-list, relative handling).
 * - `positional`: arrays whose index carries meaning (simpleWidgets, stock): a bad entry is
 *   replaced by its fallback instead of being removed, so positions do not shift.
 */
export const urlSchemas = new WeakSet<z.ZodType>();
export const positional = new WeakMap<z.ZodType, unknown>();

/** Text: strings, and numbers written where text was meant (phones, years). Trimmed. */
const text = z
  .union([z.string(), z.number().finite()], { error: 'expected text' })
  .transform((v) => String(v).trim());

/**
 * Text that holds either an identifier (a YouTube id, `elfsight-app-<uuid>`) or a URL
 * (ytGallery.links, videosPromo.link, reviews.links). When it looks like a URL it must pass the
 * same URL rules as `url`, so an unsafe link cannot slip through as "text".
 */
export const linkTextSchemas = new WeakSet<z.ZodType>();
const linkText = (() => {
  const s = z
    .union([z.string(), z.number().finite()], { error: 'expected text' })
    .transform((v) => String(v).trim());
  linkTextSchemas.add(s);
  return s;
})();

const url = (() => {
  const s = z.string({ error: 'not a URL' });
  urlSchemas.add(s);
  return s;
})();

/** URLs a form posts to (`linkPostEmail`): also checked by `isRelayUrl`. */
export const relayUrlSchemas = new WeakSet<z.ZodType>();
const relayUrl = (() => {
  const s = z.string({ error: 'not a URL' });
  urlSchemas.add(s);
  relayUrlSchemas.add(s);
  return s;
})();

/**
 * The Google profile link (`gmb.link`): owners paste Google's short link as the app shows it,
 * often without `https://` (`g.page/acme`). The parser gives such a link its scheme instead of
 * resolving it as a path on the data service; anything else follows the `url` rules.
 */
export const shortLinkSchemas = new WeakSet<z.ZodType>();
const profileUrl = (() => {
  const s = z.string({ error: 'not a URL' });
  urlSchemas.add(s);
  shortLinkSchemas.add(s);
  return s;
})();

/** Booleans as the existing records write them: true/false or "true"/"false". */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False']), z.literal(1), z.literal(0)], {
    error: 'expected true or false',
  })
  .transform((v) => v === true || v === 1 || String(v).toLowerCase() === 'true');

/** A colour the theme can use (site-data/colors.ts); named colours become hex. */
const color = z
  .string({ error: 'expected a colour' })
  .transform((v, ctx) => {
    const c = themeColor(v);
    if (c === undefined) ctx.addIssue({ code: 'custom', message: `not a colour the site can use: ${JSON.stringify(v.slice(0, 40))} (use #rrggbb, rgb() or a CSS colour name)` });
    return c ?? z.NEVER;
  });

const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'expected a list' }).default([]);
const positionalList = <T extends z.ZodType>(item: T, fallback: unknown) => {
  const a = z.array(item, { error: 'expected a list' });
  positional.set(a, fallback);
  return a.default([]);
};

const phone = z.object({ phone: text, name: text.optional() });
/**
 * An email address as links use it (`mailto:`, the relay's recipients): plain ASCII, one `@`,
 * nothing a URL would read as more (`?bcc=`, `&`, `%`, `#`, spaces, quotes). Checked once
 * here so every `mailto:` built from it is safe.
 */
export const EMAIL_RE = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const email = z.object({ email: text.refine((s) => s.length <= 254 && EMAIL_RE.test(s), { error: 'not an email address' }) });
const location = z.object({ address: text, url: url.optional() });

export const principalSchema = z.object({
  name: text.default(''),
  logo: url.optional(),
  favicon: url.optional(),
  phones: list(phone),
  emails: list(email),
  location: list(location),
  workdays: list(z.object({ day: text })),
  workHours: list(z.object({ hour: text })),
  paymentMethod: text.optional(),
  licensed: text.optional(),
  exprYears: text.optional(),
  miles: text.optional(),
});

export const serviceSchema = z.object({
  name: text.refine((s) => s.length > 0, { error: 'empty service name' }),
  description: list(
    z.object({
      text: text.default(''),
      img: url.optional(),
      lists: list(text),
    }),
  ),
});

const social = z.object({ url: url.optional(), icon: text.optional(), name: text.optional(), image: url.optional() });
const directory = z.object({ url: url.optional(), name: text.optional(), image: url.optional() });

export const STYLE_KEYS = [
  'mainColor',
  'secondaryColor',
  'thirdColor',
  'headingTextColor',
  'paragraphTextColor',
  'bgFooter',
  'btn',
  'btnHover',
  'scrollColor',
  'iconsMenuMovil',
  'overlayColor',
] as const;
export type StyleKey = (typeof STYLE_KEYS)[number];

const stylesSchema = z.object(
  Object.fromEntries(STYLE_KEYS.map((k) => [k, color.optional()])) as Record<StyleKey, z.ZodOptional<typeof color>>,
);

export const FORM_LABEL_KEYS = [
  'tname',
  'tlname',
  'temail',
  'tphone',
  'taddress',
  'ttypeservice',
  'tbestway',
  'tcheckphone',
  'tcheckcorreo',
  'tmessage',
  'tbutton',
] as const;
export type FormLabelKey = (typeof FORM_LABEL_KEYS)[number];

const formLabelSchema = z.object({
  ...(Object.fromEntries(FORM_LABEL_KEYS.map((k) => [k, text.optional()])) as Record<
    FormLabelKey,
    z.ZodOptional<typeof text>
  >),
  // "true" as most records write it, or a JSON boolean (which used to be dropped: Spanish).
  isenglish: z
    .union([z.boolean(), z.string(), z.number().finite()], { error: 'expected true or false' })
    .transform((v) => String(v).trim())
    .optional(),
});

export const siteDataSchema = z.object({
  docId: text.default(''),
  dbPrincipal: principalSchema.default({
    name: '',
    phones: [],
    emails: [],
    location: [],
    workdays: [],
    workHours: [],
  }),
  dbServices: list(serviceSchema),
  dbAbout: list(z.object({ text: text.default(''), list: list(text) })),
  dbHome: list(z.object({ text: text })),
  dbSlogan: list(z.object({ slogan: text })),
  dbValues: list(z.object({ title: text.default(''), description: text.default('') })),
  dbSocialMedia: z
    .object({ redes: list(social), directorios: list(directory) })
    .default({ redes: [], directorios: [] }),
  stock: positionalList(url.nullable(), null),
  gallery: list(url),
  landings: list(z.object({ name: text.refine((s) => s.length > 0, { error: 'empty landing name' }), gallery: list(url) })),
  beforeAfterGall: list(z.object({ beforeImg: url, afterImg: url })),
  videosPromo: list(z.object({ activo: flag.default(false), link: linkText.optional(), img: url.optional() })),
  ytGallery: z.object({ linkCanalYT: url.optional(), links: list(linkText) }).default({ links: [] }),
  reviews: z
    .object({ activo: flag.default(false), isHomeOnly: flag.default(false), links: list(linkText) })
    .default({ activo: false, isHomeOnly: false, links: [] }),
  simpleWidgets: positionalList(z.object({ val: text.default(''), activo: flag.default(false) }), {
    val: '',
    activo: false,
  }),
  tiposPago: list(z.object({ activo: flag.default(false), img: url.optional() })),
  brandingExtra: list(z.object({ activo: flag.default(false), link: url.optional(), img: url.optional() })),
  labels: z
    .object({
      general: z
        .object({
          titleBranding: text.optional(),
          titleServices: text.optional(),
          titleGallery: text.optional(),
          titleReviews: text.optional(),
          titleMap: text.optional(),
        })
        .default({}),
      formLabel: formLabelSchema.default({}),
    })
    .default({ general: {}, formLabel: {} }),
  gmb: z.object({ link: profileUrl.optional(), img: url.optional() }).default({}),
  qrImg: url.optional(),
  linkWeb: url.optional(),
  linkPostEmail: relayUrl.optional(),
  autoGntLandingFromService: flag.optional(),
  customLinks: flag.optional(),
  styles: stylesSchema.default({}),
});

export type SiteData = z.output<typeof siteDataSchema>;
export type Principal = SiteData['dbPrincipal'];
export type Service = SiteData['dbServices'][number];
export type SocialLink = SiteData['dbSocialMedia']['redes'][number];
export type DirectoryLink = SiteData['dbSocialMedia']['directorios'][number];
export type Landing = SiteData['landings'][number];
export type SimpleWidget = SiteData['simpleWidgets'][number];
export type Styles = SiteData['styles'];
export type FormLabels = SiteData['labels']['formLabel'];

/** Review record from the reviews service (a valibot schema of its own: the record parser never walks it). */
export type { Review } from './review-schema';
