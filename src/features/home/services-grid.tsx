import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { PageLink } from '../../components/page-link';
import { constants } from '../../config/constants';
import { paths } from '../../config/paths';
import { SafeImage } from '../../components/safe-image';
import { CheckList } from '../../components/sections/check-list';
import { Section } from '../../components/sections/section';
import { useStrings } from '../../i18n/use-strings';
import type { Service } from '../../site-data/schema';
import { useSiteData } from '../../site-data/site-data-context';
import { cutText, firstN, isReducedSite, serviceColumns, serviceSlug, stockImage } from '../../site-data/selectors';

function ServiceCard({ service, index, linked, full }: { service: Service; index: number; linked: boolean; full: boolean }) {
  const data = useSiteData();
  const s = useStrings();
  const slug = serviceSlug(service.name);
  const first = service.description[0];
  const texts = service.description.map((d) => d.text).filter(Boolean);
  return (
    <Box
      component="li"
      id={`service-${slug}`}
      data-testid="service-card"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRadius: 4,
        overflow: 'hidden',
        boxShadow: '0 10px 30px rgba(16,32,20,.08)',
        scrollMarginTop: 80,
        transition: 'transform .25s, box-shadow .25s',
        '&:hover': linked ? { transform: 'translateY(-4px)', boxShadow: '0 18px 40px rgba(16,32,20,.14)' } : undefined,
        '&:focus-within': linked ? { boxShadow: '0 18px 40px rgba(16,32,20,.14)' } : undefined,
      }}
    >
      <SafeImage
        src={first?.img ?? stockImage(data, index)}
        alt=""
        width={640}
        height={420}
        style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
      />
      <Box sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', flexGrow: 1, gap: 1.5 }}>
        <Typography variant="h3" component="h3" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {linked ? (
            <Link
              component={PageLink}
              to={paths.service(slug)}
              underline="none"
              sx={{ color: 'inherit', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' }, '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3, borderRadius: 4 } }}
            >
              {service.name}
            </Link>
          ) : (
            service.name
          )}
        </Typography>
        {full ? (
          <>
            {texts.map((t, i) => (
              <Typography key={i} sx={{ color: 'text.secondary', lineHeight: 1.75 }}>
                {t}
              </Typography>
            ))}
            <CheckList items={service.description.flatMap((d) => d.lists)} />
          </>
        ) : (
          first?.text && <Typography sx={{ color: 'text.secondary', lineHeight: 1.75 }}>{cutText(first.text, 140)}</Typography>
        )}
        {linked && (
          <Box aria-hidden="true" sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: 'primary.main' }}>
            {s.home.learnMore}
            <ArrowForward sx={{ fontSize: 18 }} />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * The services grid: the first 6 services linking to their pages, or in the reduced one-page
 * site every service in full (their pages are not reachable there). 3 columns above 5 services.
 */
export function ServicesGrid() {
  const data = useSiteData();
  const s = useStrings();
  const reduced = isReducedSite(data);
  const services = reduced ? data.dbServices : firstN(data.dbServices, constants.homeServicesCount);
  if (!services.length) return null;
  const columns = serviceColumns(services.length);
  return (
    <Section id="services" title={data.labels.general.titleServices || s.home.ourServices} eyebrow={data.dbPrincipal.name || undefined}>
      <Box
        component="ul"
        data-columns={columns}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
        }}
      >
        {services.map((svc, i) => (
          <ServiceCard key={`${svc.name}-${i}`} service={svc} index={i} linked={!reduced} full={reduced} />
        ))}
      </Box>
    </Section>
  );
}
