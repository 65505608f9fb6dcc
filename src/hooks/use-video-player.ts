import { useEffect } from 'react';
import { useInView } from './use-in-view';

/**
 * The page's video player (entry/early-video.ts), the only one: on a page the app renders itself
 * (the shell, a test) the entry has not installed it, so the play buttons install it as they near
 * the screen, as the entry does (not before: a page whose video is far below spends nothing on
 * it). Installing twice is a no-op. The ref goes on the box holding the buttons.
 */
export function useVideoPlayer<T extends Element>(): React.RefObject<T | null> {
  const { ref, inView, supported } = useInView<T>();
  useEffect(() => {
    if (inView || !supported) void import('../entry/early-video').then((m) => m.answerEarlyVideos(document));
  }, [inView, supported]);
  return ref;
}
