// Cumulative Layout Shift as Core Web Vitals counts it: `layout-shift` entries from a PerformanceObserver,
// those right after an input (`hadRecentInput`) left out, grouped in session windows (shifts less than
// 1 s apart, at most 5 s long); the score is the largest window's sum. Used by the layout-stability
// journey and bench/perf.bench.ts.
import type { BrowserContext, Page } from '@playwright/test';

/** One shift the page recorded: when, how much, and what moved (for a failure message). */
export interface LayoutShift {
  startTime: number;
  value: number;
  sources: string[];
}

/**
 * Installed before any script of the page. A string, because the bundler that runs the bench would wrap
 * functions in a helper the page lacks.
 */
export const LAYOUT_SHIFT_OBSERVER = `
  window.__layoutShifts = [];
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        startTime: entry.startTime,
        value: entry.value,
        sources: (entry.sources || []).map(function (source) {
          const node = source.node;
          if (!node || node.nodeType !== 1) return node ? node.nodeName : '(removed)';
          const area = node.closest('[data-area]');
          const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
          const moved = Math.round(source.currentRect.x - source.previousRect.x) + ', ' + Math.round(source.currentRect.y - source.previousRect.y);
          return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') +
            (area ? ' in ' + area.getAttribute('data-area') : '') + (text ? ' "' + text + '"' : '') +
            ' moved (' + moved + ') px';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

export const observeLayoutShifts = (context: BrowserContext) => context.addInitScript({ content: LAYOUT_SHIFT_OBSERVER });

/** The shifts the page has recorded since `since` (ms on its performance clock; 0: since it loaded). */
export function layoutShifts(page: Page, since = 0): Promise<LayoutShift[]> {
  return page.evaluate(
    (from) => ((window as unknown as { __layoutShifts?: LayoutShift[] }).__layoutShifts ?? []).filter((shift) => shift.startTime >= from),
    since,
  );
}

const WINDOW_GAP_MS = 1000;
const WINDOW_LENGTH_MS = 5000;

/** The largest session window's total: the page's CLS. */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let total = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - last >= WINDOW_GAP_MS || shift.startTime - first >= WINDOW_LENGTH_MS) {
      total = 0;
      first = shift.startTime;
    }
    total += shift.value;
    last = shift.startTime;
    largest = Math.max(largest, total);
  }
  return largest;
}

/** Where the page's performance clock is now, to measure what a navigation shifts from here on. */
export const pageClock = (page: Page): Promise<number> => page.evaluate(() => performance.now());
