import Box from '@mui/material/Box';
import type { SocialLink } from '../site-data/schema';
import { isSafeHref } from '../site-data/url-safety';
import { BrandIcon } from './brand-icon';
import { linkName } from './brand-list';

/** Social icons from `dbSocialMedia.redes`, each a named link opening in a new tab. */
export function SocialLinks({ links, color = 'primary.main', size = 22, gap = 0.5 }: { links: SocialLink[]; color?: string; size?: number; gap?: number }) {
  const usable = links.filter((l) => l.url && isSafeHref(l.url));
  if (!usable.length) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap, m: 0, p: 0, listStyle: 'none' }}>
      {usable.map((l, i) => {
        const name = linkName(l);
        return (
          <li key={`${l.url}-${i}`}>
            <Box
              component="a"
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name}
              title={name}
              sx={{ color, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, borderRadius: '50%', '&:hover': { opacity: 0.8 } }}
            >
              <BrandIcon icon={l.icon} image={l.image} size={size} />
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
