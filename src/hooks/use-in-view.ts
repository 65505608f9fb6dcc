import { useEffect, useRef, useState } from 'react';

export interface InViewOptions {
  /** How near the viewport counts as "in view" (IntersectionObserver `rootMargin`). */
  rootMargin?: string;
  /** How much of the element must show (IntersectionObserver `threshold`). */
  threshold?: number;
}

/**
 * The one "once near the viewport" observer (maps, the reviews embed, the counting statistics).
 * True once the element has come near the viewport, and stays true. Watched with an
 * IntersectionObserver in an effect, so nothing happens during server rendering or page load.
 * `supported` is false where there is no IntersectionObserver: callers then offer a button or
 * show the final state.
 */
export function useInView<T extends Element>({ rootMargin = '200px', threshold = 0 }: InViewOptions = {}): {
  ref: React.RefObject<T | null>;
  inView: boolean;
  supported: boolean;
} {
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);
  const [supported, setSupported] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSupported(false);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          io.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [inView, rootMargin, threshold]);
  return { ref, inView, supported };
}
