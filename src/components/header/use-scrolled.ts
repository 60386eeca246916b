// True once the page is scrolled past the threshold (spec §9: 50 px).
import { useEffect, useState } from 'react';

export const SCROLL_THRESHOLD_PX = 50;

export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  // Unscrolled at first, as the server rendered it: a page scrolled before it was hydrated would
  // otherwise keep the server's class (hydration does not patch attributes), its state already true.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
