import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA as axe checks it: no serious or critical violation on the screen as it is now.
 * Legacy mode: axe runs in the page and its same-origin frames (the sandbox card form is one), and
 * gathers their results there, instead of opening a blank page of its own for every check to merge
 * them. That page was most of the cost: measured on the exchange, 663 -> 308 ms a check, 948 -> 396
 * ms of CPU, over about 130 checks in a run. What legacy mode leaves out, cross-origin frames, the
 * widget's screens do not have (a real card gateway's frame is its own to check).
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await settledAnimations(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/**
 * Waits for the page's finite animations (a popup's 160 ms fade and 200 ms rise) to end, as a
 * person sees the screen: axe measures colour contrast on the colours drawn, and half-way through
 * a fade they are still see-through (a CI run failed color-contrast on a popup's button that way).
 * Endless ones (the skeleton's shimmer) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
