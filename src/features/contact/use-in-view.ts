import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the viewport (and stays true). Watched with an
 * IntersectionObserver in an effect, so nothing happens during server rendering or page load.
 * `supported` is false where there is no IntersectionObserver: callers then offer a button.
 */
export function useInView<T extends Element>(rootMargin = '200px'): { ref: React.RefObject<T | null>; inView: boolean; supported: boolean } {
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
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [inView, rootMargin]);
  return { ref, inView, supported };
}
