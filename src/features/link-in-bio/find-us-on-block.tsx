import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandIcon } from '../../components/brand-icon';
import { linkName } from '../../components/brand-list';
import { SafeImage } from '../../components/safe-image';
import { constants } from '../../config/constants';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { isSafeHref } from '../../site-data/url-safety';
import { showFindUsOnHeading, usableDirectories, usableSocials } from './bio-links';

const tileSx = {
  display: 'grid',
  placeItems: 'center',
  bgcolor: 'background.paper',
  borderRadius: '14px',
  boxShadow: '0 4px 12px rgba(0,0,0,.15)',
  transition: 'transform .15s ease',
  '&:hover': { transform: 'translateY(-2px)' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.contrastText', outlineOffset: 3 },
} as const;

/**
 * "Find Us On": the business-listing badge (250 px, linked when there is a link), directory logos
 * (alt text "Not found", as the spec says) and social logos, all opening in a new tab. The heading
 * is shown only when there is a social network or a directory.
 */
export function FindUsOnBlock() {
  const data = useSiteData();
  const s = useStrings();
  const directories = usableDirectories(data);
  const socials = usableSocials(data);
  const heading = showFindUsOnHeading(data);
  const badgeLink = data.gmb.link && isSafeHref(data.gmb.link) ? data.gmb.link : undefined;
  const badge = data.gmb.img ? (
    <SafeImage
      src={data.gmb.img}
      alt={s.findUsOn.badge}
      width={constants.badgeWidthPx}
      height={Math.round(constants.badgeWidthPx / 2)}
      style={{ width: constants.badgeWidthPx, maxWidth: '100%', height: 'auto', display: 'block', borderRadius: 12 }}
    />
  ) : null;
  if (!heading && !badge) return null;

  return (
    <Box component="section" aria-labelledby={heading ? 'find-us-on-title' : undefined} sx={{ mt: 5, textAlign: 'center', color: 'secondary.contrastText' }}>
      {heading && (
        <Typography id="find-us-on-title" variant="h2" sx={{ color: 'inherit', fontSize: '1.35rem', letterSpacing: '.08em', textTransform: 'uppercase', mb: 2.5 }}>
          {s.findUsOn.title}
        </Typography>
      )}
      {badge && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          {badgeLink ? (
            <Box component="a" href={badgeLink} target="_blank" rel="noopener noreferrer" sx={{ ...tileSx, p: 1, display: 'block', bgcolor: 'transparent', boxShadow: 'none' }}>
              {badge}
            </Box>
          ) : (
            badge
          )}
        </Box>
      )}
      {directories.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 3, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, '& > li': { flex: '0 1 140px' } }}>
          {directories.map((d, i) => (
            <li key={`${d.url}-${i}`}>
              <Box component="a" href={d.url} target="_blank" rel="noopener noreferrer" aria-label={linkName(d)} sx={{ ...tileSx, height: 76, p: 1.25 }}>
                <SafeImage src={d.image} alt={s.findUsOn.notFound} width={120} height={56} style={{ width: '100%', height: 56, objectFit: 'contain' }} />
              </Box>
            </li>
          ))}
        </Box>
      )}
      {socials.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          {socials.map((r, i) => {
            const name = linkName(r);
            return (
              <li key={`${r.url}-${i}`}>
                <Box
                  component="a"
                  href={r.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  title={name}
                  sx={{ ...tileSx, width: 56, height: 56, borderRadius: '50%', color: 'primary.main' }}
                >
                  <BrandIcon icon={r.icon} image={r.image} size={26} />
                </Box>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
