import { FreshRecord } from './fresh-record';
import { UpdatePrompt } from './update-prompt';

/** App-wide PWA pieces: the update prompt and the fresh-record listener (every page, card and bio included). */
export function PwaOverlays() {
  return (
    <>
      <FreshRecord />
      <UpdatePrompt />
    </>
  );
}
