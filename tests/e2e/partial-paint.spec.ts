import { expect, test } from '@playwright/test';
import { startHeldProxy } from './held-proxy';
import { layoutShift, watchLayoutShift } from './layout-shift';

const PRODUCT = '/product/gucci-gg0162s-cat-eye-oversized-sunglasses';
const GALLERY = 'data-testid="gallery"';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Chromium paints what it has parsed while the rest of a page is still coming. On a phone the
 * product's picture sits above its thumbnails; when the thumbnails came first in the document they
 * were drawn where the picture goes and pushed down once it came (CLS 0.05 in Lighthouse). Here a
 * proxy holds the page back just after the gallery's thumbnails until they are on screen.
 */
test('a product page painted in part does not move when the rest comes', async ({ page, baseURL }) => {
  const proxy = await startHeldProxy(baseURL!, (path, body) => {
    if (path !== PRODUCT) return -1;
    return body.indexOf('</ul>', body.indexOf(GALLERY)) + '</ul>'.length;
  });
  try {
    await watchLayoutShift(page);
    await page.goto(`${proxy.origin}${PRODUCT}`, { waitUntil: 'commit' });
    const thumbnails = page.getByRole('list', { name: 'Gucci GG0162S Cat-Eye Oversized pictures' });
    await expect(thumbnails).toBeVisible();
    // Still held: the product's name and price come after the gallery.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    proxy.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    const picture = await page.getByTestId('main-media').boundingBox();
    const list = await thumbnails.boundingBox();
    expect(list!.y).toBeGreaterThan(picture!.y + picture!.height);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    await proxy.close();
  }
});
