import type { Page } from '@playwright/test';

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Sums the page's layout shifts from its first paint on (the CLS of a page that is not scrolled). */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once the browser has drawn two more frames. */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.layoutShift);
}
