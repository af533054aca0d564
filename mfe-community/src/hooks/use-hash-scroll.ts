// Scrolls to the element named by the URL hash (#services) once the screen has rendered it, also when
// the visitor arrives from another page or follows the anchor the page is already at. The shell leaves
// anchored URLs to the area that owns the anchor.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to keep the target aligned while the screen loads, and how long it must stay aligned. */
const FOLLOW_MS = 5000;
const SETTLED_MS = 600;

function targetOf(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/** Where the window must be scrolled to show `element` at the top, below the sticky navbar. */
function scrollTopFor(element: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const wanted = element.getBoundingClientRect().top + window.scrollY - margin;
  return Math.max(0, Math.min(wanted, document.documentElement.scrollHeight - window.innerHeight));
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
    let userScrolled = false;
    let started = false;
    let lastY = -1;
    let stillFrames = 0;
    let alignedSince: number | null = null;
    /** Where the target was when this hook last scrolled to it. */
    let scrolledFor = 0;
    const begin = performance.now();
    const stopFollowing = () => {
      userScrolled = true;
    };
    // Skeletons turning into content can move the target after the first scroll: keep it aligned
    // until it has stayed in place a moment, unless the visitor starts scrolling on their own.
    const follow = (now: number) => {
      const element = targetOf(hash);
      if (element && !userScrolled) {
        const wanted = scrollTopFor(element);
        stillFrames = window.scrollY === lastY ? stillFrames + 1 : 0;
        lastY = window.scrollY;
        const aligned = Math.abs(window.scrollY - wanted) <= 2;
        alignedSince = aligned ? (alignedSince ?? now) : null;
        if (!started) {
          started = true;
          scrolledFor = wanted;
          window.scrollTo({ top: wanted, behavior: 'smooth' });
        } else if (!aligned && stillFrames >= 3) {
          if (Math.abs(wanted - scrolledFor) <= 2) {
            // The target stayed where it was: the page was scrolled away from it on purpose.
            userScrolled = true;
          } else {
            // The smooth scroll ended short of a target that moved: jump the rest of the way.
            scrolledFor = wanted;
            window.scrollTo({ top: wanted, behavior: 'instant' });
          }
        }
      }
      const settled = alignedSince !== null && now - alignedSince > SETTLED_MS;
      if (!userScrolled && !settled && now - begin < FOLLOW_MS) frame = requestAnimationFrame(follow);
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
