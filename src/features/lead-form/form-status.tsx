import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { mailtoHref, telHref, whatsappHref } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { visuallyHidden } from '../../utils/visually-hidden';
import type { LeadValues } from './validate';
import { useOpenNow } from '../../components/open-now';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; photosRefused?: boolean }
  | { kind: 'saved'; waiting: number; offline: boolean; persisted: boolean }
  | { kind: 'failed' }
  | { kind: 'photosNotSaved' };

/** What the visitor typed, as the body of an email to the business (empty fields left out). */
export function draftMailBody(v: LeadValues): string {
  const who = `${v.name} ${v.lastname}`.trim();
  const head = [who, v.phone, v.email, v.address, v.service].map((x) => x.trim()).filter(Boolean);
  return [...head, ...(v.message.trim() ? ['', v.message.trim()] : [])].join('\n');
}

/**
 * Call, WhatsApp and email links: the way to reach the business when the form cannot. With the
 * visitor's `draft`, the email opens already written, so nothing they typed is lost.
 */
export function Alternatives({ draft }: { draft?: LeadValues }) {
  const data = useSiteData();
  const s = useStrings();
  const phone = data.dbPrincipal.phones.find((p) => telHref(p.phone))?.phone;
  const email = data.dbPrincipal.emails.map((e) => e.email).find((e) => mailtoHref(e));
  if (!phone && !email) return null;
  const subject = draft ? format(s.form.subject, { first: draft.name.trim(), last: draft.lastname.trim() }).trim() : '';
  // Email is offered with the visitor's own text to send (a lead that could not go), not as a
  // third button beside call and WhatsApp when the form is simply off.
  const mail = email && draft ? mailtoHref(email, subject, draftMailBody(draft)) : '';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
      {phone && (
        <Button variant="contained" href={telHref(phone)} sx={{ minHeight: 44 }}>
          {format(s.form.callInstead, { phone })}
        </Button>
      )}
      {phone && (
        <Button variant="outlined" href={whatsappHref(phone)} target="_blank" rel="noopener noreferrer" sx={{ minHeight: 44 }}>
          {s.form.whatsappInstead}
          <Box component="span" sx={visuallyHidden}>{` ${s.common.opensInNewTab}`}</Box>
        </Button>
      )}
      {mail && (
        <Button variant="outlined" href={mail} sx={{ minHeight: 44 }}>
          {s.form.emailInstead}
        </Button>
      )}
    </Box>
  );
}

interface Tone {
  bg: string;
  border: string;
}

/**
 * The answer's colours. A kind without its own (`photosNotSaved`, which the photos' chunk speaks
 * of, with its own ways to reach the business: ./photo-control.tsx) has the waiting one's: the
 * form's chunk names no photo kind.
 */
const tone: Partial<Record<FormStatus['kind'], Tone>> & { saved: Tone } = {
  sending: { bg: 'action.hover', border: 'divider' },
  sent: { bg: 'rgba(46, 125, 50, 0.08)', border: 'success.main' },
  saved: { bg: 'rgba(237, 108, 2, 0.08)', border: 'warning.main' },
  failed: { bg: 'rgba(211, 47, 47, 0.06)', border: 'error.main' },
};

/**
 * The live region that tells the visitor what happened to their request. `draft`: what the
 * visitor typed, offered as a written email when the request could not be sent; `note`: what is
 * said about the request's photos (its text and the other ways, for `photosNotSaved`).
 */
export function FormStatusRegion({ id, status, draft, note }: { id: string; status: FormStatus; draft?: LeadValues; note?: ReactNode }) {
  const data = useSiteData();
  const s = useStrings();
  const openNow = useOpenNow();
  let text = '';
  if (status.kind === 'sending') text = s.form.sending;
  else if (status.kind === 'sent') text = [format(s.form.sent, { name: data.dbPrincipal.name }), openNow?.answerNote].filter(Boolean).join(' ');
  else if (status.kind === 'saved' && !status.persisted) text = s.form.notSaved;
  else if (status.kind === 'saved') text = format(status.offline ? s.form.savedOffline : s.form.savedRetry, { count: status.waiting });
  else if (status.kind === 'failed') text = s.form.failed;
  const t = status.kind === 'idle' ? undefined : (tone[status.kind] ?? tone.saved);
  return (
    <Box id={id} role="status" aria-live="polite" data-status={status.kind} sx={{ mt: t ? 2.5 : 0 }}>
      {t && (
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: t.bg, borderLeft: '4px solid', borderColor: t.border, color: 'text.primary' }}>
          {text && (
            <Box component="p" sx={{ m: 0, fontWeight: 500 }}>
              {text}
            </Box>
          )}
          {note}
          {(status.kind === 'failed' || (status.kind === 'saved' && !status.persisted)) && <Alternatives draft={draft} />}
        </Box>
      )}
    </Box>
  );
}
