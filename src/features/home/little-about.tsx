import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckList } from '../../components/sections/check-list';
import { SafeImage } from '../../components/safe-image';
import { Section } from '../../components/sections/section';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { stockImage } from '../../site-data/selectors';

/** "A little about us": the second about text (or the first) with its list, beside a photo. */
export function LittleAbout() {
  const data = useSiteData();
  const s = useStrings();
  const about = data.dbAbout[1] ?? data.dbAbout[0];
  if (!about || (!about.text && !about.list.length)) return null;
  return (
    <Section id="little-about" tone="tint">
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '6fr 5fr' }, alignItems: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ textTransform: 'uppercase', letterSpacing: '.14em', fontWeight: 700, fontSize: '.8rem', mb: 1, color: 'primary.main' }}>
            {data.dbPrincipal.name}
          </Typography>
          <Typography id="little-about-title" variant="h2" sx={{ color: 'text.primary', mb: 3, overflowWrap: 'anywhere' }}>
            {s.home.littleAbout}
          </Typography>
          {about.text && <Typography sx={{ color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.8, mb: 3.5 }}>{about.text}</Typography>}
          <CheckList items={about.list} columns={2} />
        </Box>
        <SafeImage
          src={stockImage(data, 4)}
          alt=""
          width={640}
          height={520}
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 13', objectFit: 'cover', borderRadius: 20, boxShadow: '0 20px 50px rgba(16,32,20,.18)' }}
        />
      </Box>
    </Section>
  );
}
