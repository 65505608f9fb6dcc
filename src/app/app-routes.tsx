import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { useSiteData } from '../site-data/site-data-context';
import { isReducedSite } from '../site-data/selectors';

// Route-level code splitting: each screen is its own chunk. `routeModules` is also used by the
// prerender step to know every chunk.
export const routeModules = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  services: () => import('./routes/services'),
  serviceDetail: () => import('./routes/service-detail'),
  gallery: () => import('./routes/gallery'),
  landing: () => import('./routes/landing'),
  reviews: () => import('./routes/reviews'),
  videos: () => import('./routes/videos'),
  contact: () => import('./routes/contact'),
  findUsOn: () => import('./routes/find-us-on'),
  digitalCard: () => import('./routes/digital-card'),
  notFound: () => import('./routes/not-found'),
};

const Home = lazy(routeModules.home);
const About = lazy(routeModules.about);
const Services = lazy(routeModules.services);
const ServiceDetail = lazy(routeModules.serviceDetail);
const Gallery = lazy(routeModules.gallery);
const Landing = lazy(routeModules.landing);
const Reviews = lazy(routeModules.reviews);
const Videos = lazy(routeModules.videos);
const Contact = lazy(routeModules.contact);
const FindUsOn = lazy(routeModules.findUsOn);
const DigitalCard = lazy(routeModules.digitalCard);
const NotFound = lazy(routeModules.notFound);

/** Every route of spec section 2; in the reduced one-page site only `/` and not-found. */
export function AppRoutes() {
  const reduced = isReducedSite(useSiteData());
  return (
    <Routes>
      <Route path={paths.home} element={<Home />} />
      {!reduced && (
        <>
          <Route path={paths.about} element={<About />} />
          <Route path={paths.services} element={<Services />} />
          <Route path={paths.gallery} element={<Gallery />} />
          <Route path={routePatterns.landing} element={<Landing />} />
          <Route path={paths.reviews} element={<Reviews />} />
          <Route path={paths.videos} element={<Videos />} />
          <Route path={paths.contact} element={<Contact />} />
          <Route path={paths.findUsOn} element={<FindUsOn />} />
          <Route path={paths.digitalCard} element={<DigitalCard />} />
          <Route path={routePatterns.service} element={<ServiceDetail />} />
        </>
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
