// Small window hooks of the layout: scroll position and the debounced mobile breakpoint.
import { useEffect, useState } from 'react';

export const MOBILE_BREAKPOINT = 768;

export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/**
 * True below 768 px; resize events are debounced by 100 ms. Null where there is no window (a page
 * prerendered at build time): the caller then lets CSS choose.
 */
export function useIsMobile(): boolean | null {
  const [mobile, setMobile] = useState(() => (typeof window === 'undefined' ? null : window.innerWidth < MOBILE_BREAKPOINT));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(window.innerWidth < MOBILE_BREAKPOINT), 100);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}

/** False until `ms` have passed since the component mounted. */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
