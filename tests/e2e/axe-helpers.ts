import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is (WCAG 2.1 A and AA) and fails on any serious or critical violation.
 * `include` narrows it to one part (a CSS selector), such as a dialog open over the page.
 */
export async function expectNoSeriousAxeViolation(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself. The default collects each frame's results and then
  // opens a new page to merge them, injecting axe there again: 2-3 s more per check on two busy
  // cores (well over a hundred checks a run), for the same results. What it gives up is checking a
  // cross-origin frame from its parent: ours are a video host's embeds, not the shop's markup.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}
