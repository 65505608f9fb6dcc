/** On a video's play button: what the entry's player shows before the app runs, as JSON (`VideoWords`). */
export const EARLY_VIDEO_ATTR = 'data-early-video';

/** The player's embed address (site-data/embeds.ts) and its words, in the page's language. */
export interface VideoWords {
  src: string;
  title: string;
  close: string;
}

/** The attribute a play button carries for `words`. */
export const earlyVideoProps = (words: VideoWords) => ({ [EARLY_VIDEO_ATTR]: JSON.stringify(words) });
