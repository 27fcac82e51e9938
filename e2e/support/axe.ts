// axe-core (WCAG 2.1 A and AA rules) in a real page. The engine is the `axe-core` package of this workspace, injected
// as a script (the page's CSP allows only its own scripts: contexts that use this set `bypassCSP: true`).
import { createRequire } from 'node:module';
import { type Page, expect } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Violation = { id: string; impact: string | null; help: string; targets: string[] };

type AxeGlobal = {
  run: (
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ) => Promise<{
    violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
  }>;
};

/** Every WCAG 2.1 A/AA violation on the page as it is now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: AxeGlobal }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`.trim()),
    }));
  }, WCAG_TAGS);
}

/** The ones that fail a page: serious and critical. */
export const blocking = (violations: Violation[]) =>
  violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');

/** Waits until no finite animation or transition runs (the route fade-in, dialogs, drawers, theme changes). */
export async function stillAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Waits until the page is still: its main heading is shown, no finite animation or transition runs (the route fade-in,
 * drawers, theme changes) and no loading indicator is left.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await stillAnimations(page);
  await page.waitForFunction(() => !document.querySelector('[data-loading-bar="active"]'), undefined, { timeout: 20_000 });
}
