import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SafeImage } from '../../components/safe-image';
import { CheckList } from '../../components/sections/check-list';
import { PageBanner } from '../../components/sections/page-banner';
import { Section } from '../../components/sections/section';
import { ValuesSection } from '../../components/sections/values-section';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { stockImage } from '../../site-data/selectors';

const photoStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: 20,
  boxShadow: '0 20px 50px rgba(16,32,20,.18)',
} as const;

/** About (spec section 2): banner, about text with list, three values, second about text. */
export function AboutPage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.about, data.dbPrincipal.name);
  const [first, second] = data.dbAbout;
  return (
    <>
      <PageBanner title={s.about.title} subheader={data.dbPrincipal.name || undefined} image={stockImage(data, 5)} />
      {first && (first.text || first.list.length > 0) && (
        <Section id="about-us">
          <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, alignItems: 'center' }}>
            <Box sx={{ position: 'relative', pl: { xs: 2, md: 3 }, pt: { xs: 2, md: 3 } }}>
              <Box aria-hidden="true" sx={{ position: 'absolute', left: 0, top: 0, width: '65%', height: '65%', borderRadius: 5, bgcolor: 'var(--third-color)', opacity: 0.25 }} />
              <SafeImage src={stockImage(data, 1)} alt="" width={720} height={820} style={{ ...photoStyle, position: 'relative', aspectRatio: '9 / 10' }} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="p" sx={{ textTransform: 'uppercase', letterSpacing: '.14em', fontWeight: 700, fontSize: '.8rem', mb: 1, color: 'primary.main' }}>
                {s.about.title}
              </Typography>
              <Typography variant="h2" sx={{ color: 'text.primary', mb: 3, overflowWrap: 'anywhere' }}>
                {data.dbPrincipal.name || s.about.title}
              </Typography>
              {first.text && <Typography sx={{ color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.8, mb: 3.5, whiteSpace: 'pre-line' }}>{first.text}</Typography>}
              <CheckList items={first.list} columns={2} />
            </Box>
          </Box>
        </Section>
      )}
      <ValuesSection title={s.about.values} eyebrow={data.dbPrincipal.name || undefined} />
      {second && (second.text || second.list.length > 0) && (
        <Section id="about-more">
          <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '6fr 5fr' }, alignItems: 'center' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ color: 'text.primary', mb: 3, overflowWrap: 'anywhere' }}>
                {s.home.littleAbout}
              </Typography>
              {second.text && <Typography sx={{ color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.8, mb: 3.5, whiteSpace: 'pre-line' }}>{second.text}</Typography>}
              <CheckList items={second.list} columns={2} />
            </Box>
            <SafeImage src={stockImage(data, 4)} alt="" width={640} height={520} style={{ ...photoStyle, aspectRatio: '16 / 13' }} />
          </Box>
        </Section>
      )}
    </>
  );
}
