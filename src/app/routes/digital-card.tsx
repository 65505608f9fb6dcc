export { DigitalCardPage as default } from '../../features/digital-card/digital-card-page';
