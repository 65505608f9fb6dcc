export { ServiceDetailPage as default } from '../../features/services/service-detail-page';
