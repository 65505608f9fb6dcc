import { useEffect } from 'react';

/**
 * The page's video player (entry/early-video.ts), the only one: on a page the app renders itself
 * (the shell, a test) the entry has not installed it, so a play button installs it as it mounts.
 * Installing twice is a no-op.
 */
export function useVideoPlayer(): void {
  useEffect(() => {
    void import('../entry/early-video').then((m) => m.answerEarlyVideos(document));
  }, []);
}
