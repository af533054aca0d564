// axe-core run in the page as it is: its serious and critical findings, one readable line per element.
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The impacts that fail a page: WCAG failures a person meets (axe's "serious" and "critical"). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Each serious or critical finding on the page, as `rule (impact) on <selector>: help`. The page must be
 * opened with `bypassCSP`, since axe is injected as an inline script.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core') });
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) on ${node.target.join(' ')}: ${violation.help}`),
    );
}
