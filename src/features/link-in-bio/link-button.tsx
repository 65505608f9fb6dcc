import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CallOutlined from '@mui/icons-material/CallOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import NorthEast from '@mui/icons-material/NorthEast';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { BrandIcon } from '../../components/brand-icon';
import { useStrings } from '../../i18n/use-strings';
import { useCardKit } from '../../i18n/use-card-kit';
import type { BioLink } from './bio-links';
import { earlyReviewProps } from '../../contract/page-marks';

function LinkIcon({ link }: { link: BioLink }) {
  if (link.kind === 'call') return <CallOutlined aria-hidden="true" />;
  if (link.kind === 'website') return <LanguageOutlined aria-hidden="true" />;
  return <BrandIcon icon={link.icon} image={link.image} size={22} />;
}

/** The large tap target's look, shared by links and the Save contact button. */
export const linkSx = (featured: boolean) =>
  ({
    display: 'grid',
    gridTemplateColumns: '44px 1fr 24px',
    alignItems: 'center',
    gap: 1.5,
    minHeight: 64,
    px: 1.25,
    borderRadius: '18px',
    textDecoration: 'none',
    fontWeight: 700,
    fontSize: '1.05rem',
    lineHeight: 1.3,
    bgcolor: featured ? 'warning.main' : 'background.paper',
    color: featured ? 'warning.contrastText' : 'text.primary',
    boxShadow: '0 6px 16px rgba(0,0,0,.18)',
    transition: 'transform .15s ease, box-shadow .15s ease',
    '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 10px 22px rgba(0,0,0,.25)' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.contrastText', outlineOffset: 3 },
  }) as const;

const iconSx = (featured: boolean) =>
  ({
    width: 44,
    height: 44,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    bgcolor: featured ? 'rgba(255,255,255,.35)' : 'grey.100',
    color: featured ? 'inherit' : 'primary.main',
  }) as const;

function ActionButton({ onClick, icon, label, kind, attrs }: { onClick?: () => void; icon: ReactNode; label: string; kind: string; attrs?: Readonly<Record<string, string>> }) {
  return (
    <Box component="button" type="button" onClick={onClick} {...attrs} data-kind={kind} data-event={kind === 'save-contact' ? kind : undefined} sx={{ ...linkSx(false), width: '100%', border: 0, fontFamily: 'inherit', cursor: 'pointer' }}>
      {/* A span: a button holds phrasing content only (the HTML checker). */}
      <Box component="span" aria-hidden="true" sx={iconSx(false)}>
        {icon}
      </Box>
      <Box component="span" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
        {label}
      </Box>
      <span />
    </Box>
  );
}

/** "Save contact" as the column's first item: a button (it downloads the vCard, it goes nowhere). */
export function SaveContactButton({ onClick }: { onClick: () => void }) {
  const s = useStrings();
  return <ActionButton onClick={onClick} icon={<PersonAddAlt1Outlined />} label={s.card.saveContact} kind="save-contact" />;
}

/**
 * "Ask for a review": the review page's QR code over the whole screen. The page answers it, one
 * view before the app runs and after (entry/early-review.ts): the app renders the button only.
 */
export function ReviewButton({ url, logo }: { url: string; logo?: string }) {
  const k = useCardKit();
  return <ActionButton icon={<RateReviewOutlined />} label={k.askReview} kind="review" attrs={earlyReviewProps(url, logo)} />;
}

/** "Send me your details": opens the contact exchange form. */
export function ExchangeButton({ onClick }: { onClick: () => void }) {
  const k = useCardKit();
  return <ActionButton onClick={onClick} icon={<ContactMailOutlined />} label={k.exchange} kind="exchange" />;
}

/** One large tap target of the link-in-bio column. */
export function LinkButton({ link }: { link: BioLink }) {
  const s = useStrings();
  const featured = link.kind === 'call';
  return (
    <Box
      component="a"
      href={link.href}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-kind={link.kind}
      data-event="bio-link"
      data-event-target={link.icon ?? link.kind}
      sx={linkSx(featured)}
    >
      <Box
        aria-hidden="true"
        sx={iconSx(featured)}
      >
        <LinkIcon link={link} />
      </Box>
      <Box component="span" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
        {link.label}
        {link.newTab && (
          <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
            {` ${s.common.opensInNewTab}`}
          </Box>
        )}
      </Box>
      {link.newTab ? <NorthEast aria-hidden="true" sx={{ fontSize: 18, opacity: 0.55 }} /> : <span />}
    </Box>
  );
}
