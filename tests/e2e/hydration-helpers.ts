import { expect, type Page } from '@playwright/test';

/** The page has hydrated: React marks the document it hydrated with its event-listening key. */
export async function expectHydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')))).toBe(true);
}
