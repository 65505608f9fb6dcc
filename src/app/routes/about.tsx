export { AboutPage as default } from '../../features/about/about-page';
