// The toasts a page showed, in the order they appeared: a toast lasts 2 s, and a busy machine may look
// later than that, so the page keeps its own record of each toast's text as it is added.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    toastsSeen?: string[];
  }
}

/** Starts recording on every document the page loads; call before the first navigation. */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.toastsSeen = seen;
    const ROOT = '[data-scope="toast"][data-part="root"]';
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const roots = node.matches(ROOT) ? [node] : [...node.querySelectorAll(ROOT)];
          for (const root of roots) seen.push(root.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts (title and description) of the toasts shown since the page's last load. */
export const toastsSeen = (page: Page): Promise<string[]> => page.evaluate(() => window.toastsSeen ?? []);
