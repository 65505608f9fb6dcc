export { LinkInBioPage as default } from '../../features/link-in-bio/link-in-bio-page';
