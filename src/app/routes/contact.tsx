export { ContactPage as default } from '../../features/contact/contact-page';
