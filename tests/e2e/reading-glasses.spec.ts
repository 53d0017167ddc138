import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { cartBadge, storefront } from './cart-helpers';

/**
 * Issue 11: ready-made reading glasses keep their strength (the Power option) and are sold as
 * before: no lens steps, no lens page, one ordinary cart line of the chosen strength.
 */

const STRENGTH = '+2.50';

test('reading glasses keep their strength option, without lens steps, and add one line of that strength', async ({
  page,
  request,
}) => {
  const { products } = await storefront<{
    products: {
      nodes: {
        handle: string;
        variants: {
          nodes: {
            title: string;
            availableForSale: boolean;
            quantityAvailable: number;
            selectedOptions: { name: string; value: string }[];
          }[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 50, query: "product_type:Reading-glass") { nodes { handle variants(first: 100) { nodes { title availableForSale quantityAvailable selectedOptions { name value } } } } } }`,
  );
  // A reader whose first colour has the strength in stock (the page opens on its first colour).
  const reader = products.nodes.find((product) => {
    const colour = product.variants.nodes[0]?.selectedOptions.find((o) => o.name === 'Color')?.value;
    return product.variants.nodes.some(
      (v) =>
        v.availableForSale &&
        v.quantityAvailable > 2 &&
        v.selectedOptions.some((o) => o.name === 'Power' && o.value === STRENGTH) &&
        v.selectedOptions.some((o) => o.name === 'Color' && o.value === colour),
    );
  });
  expect(reader).toBeDefined();

  await page.goto(`/product/${reader!.handle}`);
  const power = page.getByTestId('option-Power');
  await expect(power.getByRole('radio', { name: STRENGTH })).toBeVisible();
  await expect(page.getByTestId('select-lenses')).toHaveCount(0);
  await power.getByText(STRENGTH, { exact: true }).click();
  await expect(power.getByRole('radio', { name: STRENGTH })).toBeChecked();
  await expect(page).toHaveURL(/variant=\d+/);
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('purchase').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(STRENGTH);
  await expect(line.getByTestId('pair-label')).toHaveCount(0);
  await expect(line.getByTestId('prescription-summary')).toHaveCount(0);
  // Readers have no lens page to reach by its address either.
  expect((await request.get(`/product/${reader!.handle}/lenses`)).status()).toBe(404);
});
