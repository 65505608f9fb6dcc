export { LandingPage as default } from '../../features/gallery/landing-page';
