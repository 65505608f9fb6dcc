/** On an image grid (components/gallery/image-grid.tsx): its viewer's words, as JSON (`ViewerWords`). */
export const VIEWER_ATTR = 'data-viewer';

/** What the entry's early viewer says (entry/early-viewer.ts), in the page's language. */
export interface ViewerWords {
  /** The gallery's name, if it has one. */
  label?: string;
  /** "Image {n} of {total}". */
  imageOf: string;
  close: string;
  previous: string;
  next: string;
}
