import Box from '@mui/material/Box';
import { useEffect, useState, type ReactNode } from 'react';
import { useSlot } from '../../components/slots';
import { ReviewsEmbed } from '../../components/reviews-embed';
import { reviewsEmbedTarget } from '../../site-data/embeds';
import { SectionBoundary } from '../../components/section-boundary';
import { Section } from '../../components/sections/section';
import { StatsSection } from '../../components/sections/stats-section';
import { usePageTitle } from '../../hooks/use-page-title';
import { useStrings } from '../../i18n/use-strings';
import { useSiteData } from '../../site-data/site-data-context';
import { isReducedSite, showReviewsOnHome } from '../../site-data/selectors';
import { belowFold, offscreenSx } from '../../theme/offscreen';
import { AboutBlock } from './about-block';
import { BrandingBlock } from './branding-block';
import { ContactBlock } from './contact-block';
import { ExtraBlock } from './extra-block';
import { GalleryBlock } from './gallery-block';
import { Hero } from './hero';
import { EstimateModal, useHomePopups, WelcomePopup, welcomeImage } from './home-popups';
import { LittleAbout } from './little-about';
import { PromoVideo } from './promo-video';
import { ServicesGrid } from './services-grid';
import { SloganBand } from './slogan-band';
import { HOME_POPUPS_ATTR } from '../../contract/page-marks';

/** Home (spec section 2): a short stack of sections, each contained so one bad part cannot blank the page. */
export function HomePage() {
  const data = useSiteData();
  const s = useStrings();
  usePageTitle(s.pages.home, data.dbPrincipal.name);
  const reduced = isReducedSite(data);
  const welcome = welcomeImage(data);
  const popups = useHomePopups(!!welcome);
  // The estimate modal is in the prerendered page, closed, for the page's entry to show
  // (decision 0015); once the app runs, it is mounted while open, as the other dialogs.
  const [prerendered, setPrerendered] = useState(true);
  useEffect(() => {
    if (popups.open !== 'estimate') setPrerendered(false);
  }, [popups.open]);
  const LeadForm = useSlot('LeadForm');
  const part = (name: string, node: ReactNode) => (
    <SectionBoundary key={name} name={`home-${name}`}>
      {node}
    </SectionBoundary>
  );
  return (
    <>
      {/* Tells the entry the popups the spec shows on load: the app starts for them (src/main.tsx). */}
      <span hidden {...{ [HOME_POPUPS_ATTR]: welcome ? 'welcome' : '' }} />
      {part('hero', <Hero onEstimate={popups.openEstimate} />)}
      {part('about', <AboutBlock />)}
      {/* Below the hero and the about block, each section is laid out, styled and painted (and
          its lazy images fetched) only as the visitor scrolls near: most of the first load's
          work. On the children, so a section that renders nothing leaves no gap. */}
      <Box {...belowFold} sx={{ '& > *': offscreenSx(640) }}>
        {part('video', <PromoVideo />)}
        {part('slogan', <SloganBand />)}
        {part('stats', <StatsSection />)}
        {part('little-about', <LittleAbout />)}
        {showReviewsOnHome(data) &&
          reviewsEmbedTarget(data.reviews.links[0]).kind !== 'none' &&
          part(
            'reviews',
            <Section id="reviews" title={data.labels.general.titleReviews || s.reviews.title}>
              <ReviewsEmbed />
            </Section>,
          )}
        {part('services', <ServicesGrid />)}
        {reduced && part('gallery', <GalleryBlock />)}
        {part('branding', <BrandingBlock />)}
        {(LeadForm || reduced || data.dbPrincipal.phones.length > 0) && part('contact', <ContactBlock />)}
        {part('extra', <ExtraBlock />)}
      </Box>
      {(prerendered || popups.open === 'estimate') && <EstimateModal open={popups.open === 'estimate'} onClose={popups.close} />}
      {welcome && popups.open === 'welcome' && <WelcomePopup image={welcome} onClose={popups.close} onSkip={popups.skipWelcome} />}
    </>
  );
}
