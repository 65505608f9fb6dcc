import { stringsFor, type Lang } from '../../i18n';

/** What the visitor typed (raw, untrimmed). */
export interface LeadValues {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  service: string;
  byPhone: boolean;
  byEmail: boolean;
  message: string;
  /** Honeypot: people never see it; bots fill it. */
  website: string;
}

export const emptyLead: LeadValues = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  address: '',
  service: '',
  byPhone: false,
  byEmail: false,
  message: '',
  website: '',
};

/** Fields that can carry an error; `contact` is the "email or phone" rule shown by both. */
export type LeadField = 'name' | 'lastname' | 'email' | 'phone' | 'contact' | 'address' | 'service' | 'message';
export const FIELD_ORDER: readonly LeadField[] = ['name', 'lastname', 'email', 'phone', 'contact', 'address', 'service', 'message'];

export const LIMITS = { name: 80, lastname: 80, address: 200, message: 2000, email: 254 } as const;

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(raw: string): boolean {
  const v = raw.trim();
  return v.length <= LIMITS.email && EMAIL_RE.test(v);
}

/**
 * A US phone in any common writing (`(503) 555-0142`, `503.555.0142`, `+1 503 555 0142`,
 * `5035550142`) as `503-555-0142`, the way the records write phones; `undefined` if it is
 * not 10 digits (after an optional leading 1 / +1) or holds anything but digits and separators.
 */
export function normalizePhone(raw: string): string | undefined {
  const v = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(v)) return undefined;
  if (v.startsWith('+') && !/^\+1[\s().-]*\d/.test(v)) return undefined;
  let d = v.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length !== 10) return undefined;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

export interface LeadCheck {
  ok: boolean;
  errors: Partial<Record<LeadField, string>>;
  /** Trimmed values, phone normalised (when ok). */
  clean: LeadValues;
}

/** decision 0000 § Contact form and estimate modal rules, messages in the form's language. */
export function validateLead(values: LeadValues, lang: Lang, serviceNames: readonly string[] = []): LeadCheck {
  const t = stringsFor(lang).form;
  const v = Object.fromEntries(
    Object.entries(values).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
  ) as unknown as LeadValues;
  const errors: LeadCheck['errors'] = {};
  if (v.name.length < 1 || v.name.length > LIMITS.name) errors.name = t.errName;
  if (v.lastname.length > LIMITS.lastname) errors.lastname = t.errLastname;
  const phone = v.phone ? normalizePhone(v.phone) : '';
  if (v.email && !isValidEmail(v.email)) errors.email = t.errEmail;
  if (v.phone && phone === undefined) errors.phone = t.errPhone;
  if (!v.email && !v.phone) errors.contact = t.errContact;
  if (v.address.length > LIMITS.address) errors.address = t.errAddress;
  if (v.service && !serviceNames.includes(v.service)) errors.service = t.errService;
  if (v.message.length > LIMITS.message) errors.message = t.errMessage;
  const ok = Object.keys(errors).length === 0;
  return { ok, errors, clean: { ...v, phone: phone ?? v.phone } };
}
