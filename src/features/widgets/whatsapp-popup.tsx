import { useEffect, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { constants } from '../../config/constants';
import { useClock } from '../../hooks/use-clock';
import { format } from '../../i18n';
import { useStrings } from '../../i18n/use-strings';
import { whatsappHref } from '../../site-data/selectors';
import { useSiteData } from '../../site-data/site-data-context';
import { visuallyHidden } from '../../utils/visually-hidden';
import { useOpenNow } from '../../components/open-now';

const bubble = {
  alignSelf: 'flex-start',
  maxWidth: '85%',
  bgcolor: '#fff',
  color: '#1f2c34',
  px: 1.5,
  py: 1,
  borderRadius: '0 12px 12px 12px',
  boxShadow: '0 1px 1px rgba(0,0,0,.12)',
} as const;

/** Three dots that pulse in turn while the business is "typing" (still for reduced motion). */
const typingDots = {
  display: 'flex',
  gap: 0.5,
  py: 0.5,
  '& span': { width: 8, height: 8, borderRadius: '50%', bgcolor: '#8696a0', animation: 'canopy-typing 1.2s infinite ease-in-out' },
  '& span:nth-of-type(2)': { animationDelay: '.2s' },
  '& span:nth-of-type(3)': { animationDelay: '.4s' },
  '@keyframes canopy-typing': { '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } },
  '@media (prefers-reduced-motion: reduce)': { '& span': { animation: 'none' } },
} as const;

/** The visitor's message. */
const messageBox = {
  font: 'inherit',
  fontSize: '1rem',
  p: 1.25,
  borderRadius: 2,
  border: '1px solid',
  borderColor: 'grey.500',
  resize: 'vertical',
  minHeight: 72,
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

/** The Send link, in WhatsApp's green. */
const sendLink = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  minHeight: 44,
  borderRadius: 999,
  bgcolor: '#0b6e4f',
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { bgcolor: '#095c42' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** WhatsApp chat: typing for 3 s, then the greeting; the Send link carries the typed message. */
export default function WhatsappPopup() {
  const data = useSiteData();
  const s = useStrings();
  const clock = useClock();
  const openNow = useOpenNow();
  const [typing, setTyping] = useState(true);
  const [message, setMessage] = useState('');
  useEffect(() => clock.after(constants.whatsappTypingMs, () => setTyping(false)), [clock]);
  const name = data.dbPrincipal.name;
  const phone = data.dbPrincipal.phones[0]?.phone ?? '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ bgcolor: '#e7ded4', borderRadius: 2, p: 1.5, minHeight: 88, display: 'flex', flexDirection: 'column' }}>
        {typing ? (
          <Box sx={bubble} data-testid="whatsapp-typing">
            <Box component="span" sx={visuallyHidden}>
              {format(s.widgets.typing, { name })}
            </Box>
            <Box
              aria-hidden
              sx={typingDots}
            >
              <span />
              <span />
              <span />
            </Box>
          </Box>
        ) : (
          <Box sx={bubble} role="status" data-testid="whatsapp-greeting">
            <Typography sx={{ fontSize: '0.75rem', fontWeight: 700, color: '#075e54' }}>{name}</Typography>
            <Typography sx={{ fontSize: '0.9375rem', color: 'inherit' }}>{s.widgets.greeting}</Typography>
            {openNow && (
              <Typography data-testid="whatsapp-hours" sx={{ fontSize: '0.875rem', color: 'inherit', mt: 0.5 }}>
                {openNow.chatNote}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Box
        component="textarea"
        aria-label={s.widgets.messageLabel}
        placeholder={s.widgets.messagePlaceholder}
        rows={3}
        value={message}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => setMessage(e.target.value)}
        sx={messageBox}
      />
      <Box
        component="a"
        href={whatsappHref(phone, wellFormed(message.trim()))}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="whatsapp-send"
        sx={sendLink}
      >
        <SendIcon fontSize="small" aria-hidden />
        {s.widgets.send}
        <Box component="span" sx={visuallyHidden}>
          {s.common.opensInNewTab}
        </Box>
      </Box>
    </Box>
  );
}

/** Lone surrogates (a half-typed or half-pasted emoji) would make encodeURIComponent throw. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

