// Scrolls to the element named by the URL hash (#services) once the screen has rendered it, also when
// the visitor arrives from another page or follows the anchor the page is already at. The shell leaves
// anchored URLs to the area that owns the anchor.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for the element, and to keep it aligned while content above it loads. */
const SETTLE_MS = 2000;

function targetOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

export function useHashScroll() {
  const { hash, key } = useLocation();

  // Following the anchor the page is already at changes no URL, so no navigation reports it.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !link.hash) return;
      if (link.pathname === window.location.pathname && link.hash === window.location.hash) {
        targetOf(link.hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (!hash) return;
    let frame = 0;
    let lastTop: number | null = null;
    let userScrolled = false;
    const started = performance.now();
    const stopFollowing = () => {
      userScrolled = true;
    };
    // Skeletons turning into content can move the target after the first scroll: follow it until
    // the page settles, unless the visitor starts scrolling on their own.
    const follow = () => {
      const element = targetOf(hash);
      if (element && !userScrolled) {
        const top = element.getBoundingClientRect().top + window.scrollY;
        if (lastTop === null || Math.abs(top - lastTop) > 2) {
          element.scrollIntoView({ behavior: lastTop === null ? 'smooth' : 'auto', block: 'start' });
          lastTop = top;
        }
      }
      if (!userScrolled && performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    events.forEach((name) => window.addEventListener(name, stopFollowing, { passive: true, once: true }));
    return () => {
      cancelAnimationFrame(frame);
      events.forEach((name) => window.removeEventListener(name, stopFollowing));
    };
  }, [hash, key]);
}
