export { GalleryPage as default } from '../../features/gallery/gallery-page';
