import { useEffect, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { PageLink } from '../../components/page-link';
import { constants } from '../../config/constants';
import { paths } from '../../config/paths';
import { format } from '../../i18n';
import { SafeImage } from '../../components/safe-image';
import { CheckList } from '../../components/sections/check-list';
import { PageBanner } from '../../components/sections/page-banner';
import { Section } from '../../components/sections/section';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import type { Service } from '../../site-data/schema';
import { useSiteData } from '../../site-data/site-data-context';
import { serviceSlug, stockImage } from '../../site-data/selectors';
import { imageSide, serviceImages } from './service-layout';

const photoStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: 18,
  boxShadow: '0 18px 44px rgba(16,32,20,.16)',
} as const;

function ServiceRow({ service, index, rowRef }: { service: Service; index: number; rowRef?: Ref<HTMLElement> | undefined }) {
  const data = useSiteData();
  const s = useStrings();
  const slug = serviceSlug(service.name);
  const images = serviceImages(service);
  const side = imageSide(index);
  const shown = images.length ? images : [stockImage(data, index)];
  return (
    <Box
      component="article"
      ref={rowRef}
      tabIndex={rowRef ? -1 : undefined}
      aria-labelledby={`svc-${index}`}
      data-testid="service-row"
      data-side={side}
      sx={{ display: 'grid', gap: { xs: 3, md: 7 }, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: side === 'left' ? '5fr 6fr' : '6fr 5fr' } }}
    >
      <Box sx={{ display: 'grid', gap: 2, order: { xs: 0, md: side === 'left' ? 0 : 1 } }}>
        <SafeImage src={shown[0]} alt={service.name} width={720} height={540} style={{ ...photoStyle, aspectRatio: '4 / 3' }} />
        {shown.length > 1 && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${Math.min(shown.length - 1, 3)}, minmax(0, 1fr))` }}>
            {shown.slice(1).map((src, i) => (
              <SafeImage key={`${src}-${i}`} src={src} alt="" width={480} height={300} style={{ ...photoStyle, aspectRatio: shown.length === 2 ? '16 / 7' : '1 / 1' }} />
            ))}
          </Box>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" aria-hidden="true" sx={{ fontWeight: 800, fontSize: '.85rem', letterSpacing: '.14em', color: 'primary.main', mb: 1 }}>
          {String(index + 1).padStart(2, '0')}
        </Typography>
        <Typography id={`svc-${index}`} variant="h2" sx={{ color: 'text.primary', mb: 2.5, fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
          <Link component={PageLink} to={paths.service(slug)} underline="hover" sx={{ color: 'inherit' }}>
            {service.name}
          </Link>
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {service.description.map((d, i) => (
            <Box key={i} sx={{ display: 'grid', gap: 2 }}>
              {d.text && <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem', whiteSpace: 'pre-line' }}>{d.text}</Typography>}
              <CheckList items={d.lists} columns={d.lists.length > 4 ? 2 : 1} />
            </Box>
          ))}
        </Box>
        <Link
          component={PageLink}
          to={paths.service(slug)}
          aria-label={`${s.home.learnMore}: ${service.name}`}
          underline="none"
          sx={{ mt: 3, display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: 'primary.main', minHeight: 44 }}
        >
          {s.home.learnMore}
          <ArrowForward aria-hidden="true" sx={{ fontSize: 18 }} />
        </Link>
      </Box>
    </Box>
  );
}

/**
 * Services (spec section 2): banner, then every service in an alternating layout. A record with
 * very many services shows the first rows and a button for the rest, so the page stays light
 * (a record may have hundreds); every service keeps its own page and sitemap entry.
 */
export function ServicesPage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.services, data.dbPrincipal.name);
  const [all, setAll] = useState(false);
  const total = data.dbServices.length;
  const cut = !all && total > constants.servicesPageAllUpTo;
  const shown = cut ? data.dbServices.slice(0, constants.servicesPageFirstRows) : data.dbServices;
  const firstHidden = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keyboard and screen-reader users land on the first service they had not seen.
    if (all) firstHidden.current?.focus();
  }, [all]);
  return (
    <>
      <PageBanner title={data.labels.general.titleServices || s.services.title} subheader={data.dbPrincipal.name || undefined} image={stockImage(data, 2)} />
      <Section id="services-list">
        <Box sx={{ display: 'grid', gap: { xs: 8, md: 12 } }}>
          {shown.map((svc, i) => (
            <ServiceRow key={`${svc.name}-${i}`} service={svc} index={i} rowRef={all && i === constants.servicesPageFirstRows ? firstHidden : undefined} />
          ))}
        </Box>
        {cut && (
          <Box sx={{ textAlign: 'center', mt: 8 }}>
            <Button variant="contained" size="large" onClick={() => setAll(true)} sx={{ minHeight: 48 }}>
              {format(s.services.showAll, { count: total })}
            </Button>
          </Box>
        )}
      </Section>
    </>
  );
}
