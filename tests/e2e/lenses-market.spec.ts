import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { storefront } from './cart-helpers';
import { choose, findFrame, lensPrice, openLensSteps } from './lenses-helpers';

/**
 * Issue 11: each lens choice shows its price in the shopper's currency and the running total is
 * frame + lenses there. Kuwait's dinar has 3 decimals: a total that rounds or adds like AED fails.
 */

/** 'KWD 1,250.125', as the English pages write it. */
const kwd = (amount: number) =>
  `KWD ${(Math.round(amount * 1000) / 1000).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })}`;

test('in the Kuwait market: choice prices, the running total and the cart in KWD with 3 decimals', async ({ page, request }) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 18);
  const { node } = await storefront<{ node: { price: { amount: string; currencyCode: string } } }>(
    request,
    `query($id: ID!) @inContext(country: KW) { node(id: $id) { ... on ProductVariant { price { amount currencyCode } } } }`,
    { id: frame.variantId },
  );
  expect(node.price.currencyCode).toBe('KWD');
  const framePrice = Number(node.price.amount);
  const price = (title: string) => lensPrice(request, 'lenses-single-vision', title, 'KW');
  const standard = await price('1.50 / Anti-reflective');
  const thin = await price('1.60 / Anti-reflective');
  const thinBlue = await price('1.60 / Blue-light filter');

  const market = await page.request.post('/market', { form: { country: 'KW', redirectTo: '/' }, maxRedirects: 0 });
  expect(market.status()).toBeLessThan(400);
  await page.goto(`/product/${frame.handle}`);
  await openLensSteps(page);
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Each thickness priced with the chosen coating; each coating what it adds.
  await expect(page.locator('label[for="lens-index-1_50"]')).toContainText(kwd(standard));
  await expect(page.locator('label[for="lens-index-1_60"]')).toContainText(kwd(thin));
  const total = page.getByTestId('lens-total');
  await expect(total).toContainText(`Total ${kwd(framePrice + standard)}`);
  await choose(page, 'index', '1.60');
  await expect(page.locator('label[for="lens-coating-Blue-light_filter"]')).toContainText(`+ ${kwd(thinBlue - thin)}`);
  await choose(page, 'coating', 'Blue-light filter');
  await expect(total).toContainText(`Frame ${kwd(framePrice)}`);
  await expect(total).toContainText(`Lenses ${kwd(thinBlue)}`);
  await expect(total).toContainText(`Total ${kwd(framePrice + thinBlue)}`);
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'rx', 'later');
  await page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('line-cost')).toHaveText(`Cost : ${kwd(framePrice + thinBlue)}`);
});
