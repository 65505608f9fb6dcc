import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { constants } from '../../config/constants';
import type { LeadFormProps } from '../../components/slots';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { firstN, language } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { Field, inputSx, labelSx } from './form-field';
import { visuallyHidden } from '../../utils/visually-hidden';
import { Alternatives, FormStatusRegion } from './form-status';
import { useLeadSubmission } from './use-lead-submission';
import { formText } from './labels';
import { buildRelayBodies } from './payload';
import { readFormValues, sameValues } from './dom-values';
import { useConfig } from '../../hooks/use-config';
import { trackedLazy } from '../../utils/tracked-lazy';
import type { PhotoHandle } from './use-photos';
import { emptyLead, FIELD_ORDER, validateLead, type LeadField, type LeadValues } from './validate';

/**
 * The photos' control and what is said of them: their own chunk, only for a relay that accepts
 * files. A form without photos carries none of their code (issue 39; scripts/bundle-budget.ts
 * checks the built form).
 */
const loadPhotoControl = () => import('./photo-control');
const PhotoControl = trackedLazy(() => loadPhotoControl().then((m) => ({ default: m.PhotoControl })));
const PhotoStatus = trackedLazy(() => loadPhotoControl().then((m) => ({ default: m.PhotoStatus })));

/** Values saved with an outbox entry, back into the form (unknown keys and types ignored). */
function restoreValues(saved: Record<string, unknown>): LeadValues {
  const out = { ...emptyLead } as Record<keyof LeadValues, string | boolean>;
  for (const k of Object.keys(emptyLead) as (keyof LeadValues)[]) {
    if (typeof saved[k] === typeof emptyLead[k]) out[k] = saved[k] as string | boolean;
  }
  return { ...(out as unknown as LeadValues), website: '' };
}

type Errors = Partial<Record<LeadField, string>>;
type SetValue = (key: keyof LeadValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

/** What the form's parts share: the id prefix, the wording, the values and their errors. */
interface PartProps {
  p: string;
  text: ReturnType<typeof formText>;
  values: LeadValues;
  errors: Errors;
  set: SetValue;
}

/**
 * The form's state and its submission: the values (taken over from the page's controls when it
 * hydrates), the errors, and a submit that validates, then hands the lead to the outbox.
 */
function useLeadForm(p: string, exchange: LeadFormProps['exchange']) {
  const data = useSiteData();
  const lang = language(data);
  const text = formText(data.labels.formLabel, lang);
  const services = firstN(data.dbServices, constants.formServicesCount).map((x) => x.name);
  const emails = data.dbPrincipal.emails.map((e) => e.email).filter(Boolean);
  const disabled = !data.linkPostEmail || emails.length === 0;

  const [values, setValues] = useState<LeadValues>(emptyLead);
  const [errors, setErrors] = useState<Errors>({});
  const [focusSummary, setFocusSummary] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const lead = useLeadSubmission((saved) => setValues(restoreValues(saved)));
  const { status } = lead;
  // Photos only for a relay declared to accept files (the one word of them this chunk says: their
  // control, answers and sending are in the photos' chunk), and not in the card's contact exchange.
  const { relayFiles } = useConfig();
  const photos = useRef<PhotoHandle>(null);

  // Hydrated over a page the visitor could use before the app ran: what its controls hold
  // (typed, autofilled, restored on Back, set by a script) becomes the form's state, in the
  // commit that hydrated them, before any later keystroke (dom-values.ts).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((prev) => {
      const found = readFormValues(form, prev);
      return sameValues(prev, found) ? prev : found;
    });
  }, []);

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
  }, [focusSummary]);

  const set: SetValue = (key) => (e) => {
    const v = e.target instanceof HTMLInputElement && e.target.type === 'checkbox' ? e.target.checked : e.target.value;
    setValues((prev) => ({ ...prev, [key]: v }));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (disabled || status.kind === 'sending') return;
    await lead.once(submit);
  };

  const submit = async () => {
    const check = validateLead(values, lang, services);
    setErrors(check.errors);
    if (!check.ok) {
      lead.setStatus({ kind: 'idle' });
      setFocusSummary((n) => n + 1);
      return;
    }
    if (values.website.trim()) {
      // Honeypot filled: a bot. Look successful, send nothing.
      setValues(emptyLead);
      lead.setStatus({ kind: 'sent' });
      return;
    }
    const bodies = buildRelayBodies({ emails, logo: data.dbPrincipal.logo, lang, clean: check.clean, text, exchangeSubject: exchange?.subject });
    const { website: _hp, ...typed } = values;
    lead.setStatus({ kind: 'sending' });
    // The control's photos (none without the control, or when "Send without photos" asked).
    const kept = (await photos.current?.ready()) ?? [];
    const result = await lead.send(data.linkPostEmail!, bodies, typed, kept);
    // Sent or saved on the device: the form is cleared. Refused, or only in memory (the device
    // could not store it), or its photos not kept: what the visitor gave stays on screen.
    if (result.kind === 'sent' || (result.kind === 'pending' && result.persisted)) {
      setValues(emptyLead);
      photos.current?.clear();
    }
  };

  const part: PartProps = { p, text, values, errors, set };
  return { part, services, disabled, status, onSubmit, prepare: lead.prepare, summaryRef, formRef, photos: relayFiles ? photos : undefined };
}

/** The errors as a list of links to their fields, focused when a submission finds any. */
function ErrorSummary({ p, errors, summaryRef }: { p: string; errors: Errors; summaryRef: RefObject<HTMLDivElement | null> }) {
  const s = useStrings();
  const errorList = FIELD_ORDER.filter((f) => errors[f]);
  if (errorList.length === 0) return null;
  return (
    <Box ref={summaryRef} tabIndex={-1} role="group" aria-labelledby={`${p}-summary-title`} sx={{ mb: 2.5, p: 2, borderRadius: 2, border: '2px solid', borderColor: 'error.main', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}>
      <Box component="p" id={`${p}-summary-title`} sx={{ m: 0, fontWeight: 700, color: 'error.main' }}>
        {s.form.errSummary}
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {errorList.map((f) => (
          <li key={f}>
            <Box component="a" href={`#${p}-${f === 'contact' ? 'email' : f}`} sx={{ color: 'text.primary' }}>
              {errors[f]}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Name, last name, and the email or phone (one of them is needed: the hint and its error say so). */
function ContactFields({ p, text, values, errors, set }: PartProps) {
  const s = useStrings();
  const contactError = errors.contact;
  const contactIds = [`${p}-contact-hint`, ...(contactError ? [`${p}-contact-error`] : [])];
  return (
    <>
      <Field id={`${p}-name`} label={text.name} note={s.form.required} error={errors.name}>
        {(a) => <Box component="input" {...a} name="nombre" type="text" autoComplete="given-name" required maxLength={200} value={values.name} onChange={set('name')} sx={inputSx} />}
      </Field>
      <Field id={`${p}-lastname`} label={text.lastname} error={errors.lastname}>
        {(a) => <Box component="input" {...a} name="lastname" type="text" autoComplete="family-name" maxLength={200} value={values.lastname} onChange={set('lastname')} sx={inputSx} />}
      </Field>
      <Box id={`${p}-contact-hint`} sx={{ gridColumn: '1 / -1', color: 'text.secondary', fontSize: '0.95rem', mb: -1 }}>
        {s.form.contactHint}
      </Box>
      <Field id={`${p}-email`} label={text.email} error={errors.email} describedBy={contactIds}>
        {(a) => <Box component="input" {...a} aria-invalid={a['aria-invalid'] || Boolean(contactError)} name="email" type="email" inputMode="email" autoComplete="email" maxLength={320} value={values.email} onChange={set('email')} sx={inputSx} />}
      </Field>
      <Field id={`${p}-phone`} label={text.phone} error={errors.phone} describedBy={contactIds}>
        {(a) => <Box component="input" {...a} aria-invalid={a['aria-invalid'] || Boolean(contactError)} name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={40} value={values.phone} onChange={set('phone')} sx={inputSx} />}
      </Field>
      {contactError && (
        <Box id={`${p}-contact-error`} sx={{ gridColumn: '1 / -1', mt: -1, color: 'error.main', fontSize: '0.9rem', fontWeight: 500 }}>
          {contactError}
        </Box>
      )}
    </>
  );
}

/** The estimate's own fields (not the card's exchange): address, service and the best way to answer. */
function JobFields({ p, text, values, errors, set, services }: PartProps & { services: string[] }) {
  const s = useStrings();
  return (
    <>
      <Field id={`${p}-address`} label={text.address} error={errors.address} full>
        {(a) => <Box component="input" {...a} name="address" type="text" autoComplete="address-line1" maxLength={400} value={values.address} onChange={set('address')} sx={inputSx} />}
      </Field>
      {services.length > 0 && (
        <Field id={`${p}-service`} label={text.service} error={errors.service} full>
          {(a) => (
            <Box component="select" {...a} name="service" value={values.service} onChange={set('service')} sx={{ ...inputSx, appearance: 'auto' }}>
              <option value="">{s.form.servicePlaceholder}</option>
              {services.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Box>
          )}
        </Field>
      )}
      <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box component="legend" sx={{ ...labelSx, p: 0 }}>
          {text.bestWay}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {(['byPhone', 'byEmail'] as const).map((k) => (
            <Box key={k} component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, pr: 2, pl: 1, borderRadius: 2, border: '1px solid', borderColor: 'divider', cursor: 'pointer' }}>
              <Box component="input" type="checkbox" name={k} checked={values[k]} onChange={set(k)} sx={{ width: 22, height: 22, m: 0, accentColor: 'var(--main-color)', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }} />
              {k === 'byPhone' ? text.checkPhone : text.checkEmail}
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}

/** The message, the bots' trap (hidden from people), the card's consent line and the submit button. */
function MessageAndSubmit({ p, text, values, errors, set, exchange, sending }: PartProps & { exchange: LeadFormProps['exchange']; sending: boolean }) {
  const data = useSiteData();
  const s = useStrings();
  return (
    <>
      <Field id={`${p}-message`} label={text.message} error={errors.message} full>
        {(a) => <Box component="textarea" {...a} name="mensaje" rows={5} maxLength={4000} value={values.message} onChange={set('message')} sx={{ ...inputSx, resize: 'vertical' }} />}
      </Field>
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label htmlFor={`${p}-website`}>{s.form.honeypot}</label>
        <input id={`${p}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </Box>
      {exchange && (
        <Box component="p" id={`${p}-consent`} sx={{ gridColumn: '1 / -1', m: 0, color: 'text.secondary', fontSize: '0.95rem' }}>
          {format(exchange.consent, { name: data.dbPrincipal.name })}
        </Box>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" aria-describedby={exchange ? `${p}-consent` : undefined} variant="contained" size="large" disabled={sending} sx={{ minHeight: 48, px: 5, width: { xs: '100%', sm: 'auto' }, fontWeight: 700 }}>
          {sending ? s.form.sending : text.submit}
        </Button>
      </Box>
    </>
  );
}

/** The contact / free-estimate form (decision 0000 § Contact form and estimate modal). */
export function LeadForm({ idPrefix: p, title, exchange }: LeadFormProps) {
  const s = useStrings();
  const { part, services, disabled, status, onSubmit, prepare, summaryRef, formRef, photos } = useLeadForm(p, exchange);
  // One element for the form's life: a keystroke reaching the photos' boundary before its code came
  // would make React draw it anew, dropping the file input and the photos chosen before the app ran.
  // Not in the card's exchange; what is said of photos is, as a lead sent from elsewhere may need it.
  const photoControl = useMemo(() => photos && !exchange && <Suspense fallback={null}><PhotoControl p={p} handle={photos} /></Suspense>, [photos, p, exchange]);
  const photoNote = photos && (
    <Suspense fallback={null}>
      <PhotoStatus status={status} draft={part.values} />
    </Suspense>
  );
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} onFocus={prepare} aria-labelledby={title ? `${p}-title` : undefined} data-testid="lead-form" sx={{ position: 'relative' }}>
      {title && (
        <Box component="h2" id={`${p}-title`} sx={{ typography: 'h4', mt: 0, mb: 2 }}>
          {title}
        </Box>
      )}
      <ErrorSummary p={p} errors={part.errors} summaryRef={summaryRef} />
      <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: { xs: 2, sm: 2.5 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ContactFields {...part} />
        {!exchange && <JobFields {...part} services={services} />}
        {photoControl}
        <MessageAndSubmit {...part} exchange={exchange} sending={status.kind === 'sending'} />
      </Box>
      {disabled && (
        <Box sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Box component="p" sx={{ m: 0, fontWeight: 500 }}>
            {s.form.disabled}
          </Box>
          <Alternatives />
        </Box>
      )}
      <FormStatusRegion id={`${p}-status`} status={status} draft={part.values} note={photoNote} />
    </Box>
  );
}
