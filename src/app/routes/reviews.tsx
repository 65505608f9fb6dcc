export { ReviewsPage as default } from '../../features/reviews/reviews-page';
