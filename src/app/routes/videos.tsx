export { VideosPage as default } from '../../features/videos/videos-page';
