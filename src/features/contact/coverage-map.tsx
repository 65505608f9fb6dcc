import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { constants } from '../../config/constants';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { coverageLocations, mapTitle } from './coverage';
import { MapFrame } from './map-frame';
import { MapTabs } from './map-tabs';
import { useInView } from '../../hooks/use-in-view';

/**
 * "We Cover {miles} Miles Around {address}": tabs of maps (400 px) for several locations, one
 * 500 px map for one. Maps are third-party frames, so none is inserted before the section
 * scrolls into view.
 */
export function CoverageMap() {
  const data = useSiteData();
  const s = useStrings();
  const headingId = useId();
  const { ref, inView, supported } = useInView<HTMLElement>();
  const [requested, setRequested] = useState(false);
  const locations = coverageLocations(data);
  if (!locations.length) return null;

  const active = inView || requested;
  const onRequestLoad = supported ? undefined : () => setRequested(true);
  const single = locations.length === 1 ? locations[0]! : undefined;

  return (
    <Box component="section" ref={ref} aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, bgcolor: 'grey.50' }}>
      <Container>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: { xs: 3, md: 4 } }}>
          <Box
            aria-hidden="true"
            sx={{ flex: '0 0 auto', width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            <LocationOnOutlined />
          </Box>
          <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem', md: '2.1rem' } }}>
            {mapTitle(data, s.contact)}
          </Typography>
        </Box>
        {single ? (
          single.frameUrl ? (
            <MapFrame address={single.address} url={single.frameUrl} height={constants.mapHeightSinglePx} active={active} onRequestLoad={onRequestLoad} />
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{single.address}</Typography>
          )
        ) : (
          <MapTabs locations={locations} labelledBy={headingId} active={active} onRequestLoad={onRequestLoad} />
        )}
      </Container>
    </Box>
  );
}
