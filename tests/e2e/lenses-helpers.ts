import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storefront } from './cart-helpers';

/** A frame of the seeded shop whose first variant (the one its page opens on) can be bought. */
export interface Frame {
  handle: string;
  variantId: string;
  price: number;
}

export async function findFrame(request: APIRequestContext, productType: 'Eyeglasses' | 'Sunglasses', skip = 0): Promise<Frame> {
  const data = await storefront<{
    products: {
      nodes: {
        handle: string;
        variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number; price: { amount: string } }[] };
      }[];
    };
  }>(
    request,
    `query($q: String!) { products(first: 50, query: $q) { nodes { handle variants(first: 1) { nodes { id availableForSale quantityAvailable price { amount } } } } } }`,
    { q: `product_type:${productType}` },
  );
  const frames = data.products.nodes.filter(
    (p) => p.variants.nodes[0]?.availableForSale && p.variants.nodes[0].quantityAvailable >= 5,
  );
  const frame = frames[skip];
  expect(frame).toBeDefined();
  return {
    handle: frame!.handle,
    variantId: frame!.variants.nodes[0]!.id,
    price: Number(frame!.variants.nodes[0]!.price.amount),
  };
}

/**
 * The seeded price of a product's variant by its title (a lens package's '1.60 / Blue-light filter'),
 * for the expected totals: in AED, or in another market's currency (`country`: 'KW').
 */
export async function lensPrice(request: APIRequestContext, handle: string, title: string, country = 'AE'): Promise<number> {
  const data = await storefront<{ product: { variants: { nodes: { title: string; price: { amount: string } }[] } } }>(
    request,
    `query($h: String!, $c: CountryCode) @inContext(country: $c) { product(handle: $h) { variants(first: 100) { nodes { title price { amount } } } } }`,
    { h: handle, c: country },
  );
  const variant = data.product.variants.nodes.find((v) => v.title === title);
  expect(variant).toBeDefined();
  return Number(variant!.price.amount);
}

/** 'AED 1,250.00', as the English pages write it. */
export const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Chooses a radio card of the lens steps by its input's id ('usage', 'single-vision' → #lens-usage-single-vision). */
export async function choose(page: Page, name: string, value: string) {
  const id = `lens-${name}-${value}`.replace(/[^A-Za-z0-9_-]/g, '_');
  await page.locator(`label[for="${id}"]`).click();
}

/** Fills the entered prescription: the selects are plain <select>s with values as forms post them. */
export async function enterPrescription(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'date') await page.locator('#lens-date').fill(value);
    else await page.locator(`#lens-${name}`).selectOption(value);
  }
}

/** Opens the lens steps on the product page, once React runs there (before, the link opens the lens page). */
export async function openLensSteps(page: Page) {
  await page.locator('[data-testid="select-lenses"][data-hydrated]').waitFor();
  await page.getByTestId('select-lenses-open').click();
  await expect(page.getByTestId('lens-step-title')).toBeVisible({ timeout: 30_000 });
}

/** Opens the steps on a frame and goes to the prescription step for single vision lenses. */
export async function toPrescriptionStep(page: Page, handle: string) {
  await page.goto(`/product/${handle}`);
  await openLensSteps(page);
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('lens-step-title')).toHaveText('Prescription');
}
