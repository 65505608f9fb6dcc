import { format, stringsFor, type Lang } from '../../i18n';
import type { FormText } from './labels';
import type { LeadValues } from './validate';

/** Exactly the body fields the existing relays expect (decision 0000 § Contact form and estimate modal), in their order. */
export const RELAY_FIELDS = [
  'toEmail',
  'nombre',
  'lastname',
  'email',
  'asunto',
  'phone',
  'address',
  'service',
  'mensaje',
  'img',
  'color',
  'waytocontact',
] as const;
export type RelayField = (typeof RELAY_FIELDS)[number];
/** One relay request body (one per recipient). */
export type RelayBody = Record<RelayField, string>;

export interface PayloadInput {
  /** `dbPrincipal.emails[].email`, in order. */
  emails: readonly string[];
  logo: string | undefined;
  lang: Lang;
  /** Validated, trimmed values with the phone normalised (`validateLead(...).clean`). */
  clean: LeadValues;
  text: Pick<FormText, 'checkPhone' | 'checkEmail'>;
  /** A contact exchange from the card: its own subject template (`{first} {last}`), no service. */
  exchangeSubject?: string;
}

/** The chosen contact methods by the form's own labels: "Phone, Email", or "". */
export function wayToContact(clean: Pick<LeadValues, 'byPhone' | 'byEmail'>, text: PayloadInput['text']): string {
  return [clean.byPhone ? text.checkPhone : '', clean.byEmail ? text.checkEmail : ''].filter(Boolean).join(', ');
}

export function buildRelayBodies({ emails, logo, lang, clean, text, exchangeSubject }: PayloadInput): RelayBody[] {
  const t = stringsFor(lang).form;
  const subject = exchangeSubject ?? t.subject;
  const seen = new Set<string>();
  const recipients = emails.map((e) => e.trim()).filter((e) => e && !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
  const common = {
    nombre: clean.name,
    lastname: clean.lastname,
    email: clean.email,
    asunto: format(subject, { first: clean.name, last: clean.lastname }).trim(),
    phone: clean.phone,
    address: clean.address,
    service: exchangeSubject === undefined ? clean.service : '',
    mensaje: clean.message || t.noExtraInfo,
    img: logo ?? '',
    color: '1',
    waytocontact: wayToContact(clean, text),
  };
  return recipients.map((toEmail) => ({ toEmail, ...common }));
}
