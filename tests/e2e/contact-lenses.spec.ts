import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import {
  cartBadge,
  clickAtOnce,
  createCustomer,
  hydratedStripCard,
  logIn,
  payOnHostedCheckout,
  storefront,
} from './cart-helpers';

/** Issue 11: contact lenses bought per eye, one cart line per eye with its `Eye` attribute. */

const HANDLE = 'acuvue-oasys-1-day-with-hydraluxe-contact-lenses';
const SOLUTION = 'bausch-plus-lomb-renu-multi-purpose-solution';

interface Box {
  id: string;
  power: string;
  curve: string;
}

/** Two in-stock boxes of the product with different powers and the same base curve. */
async function twoPowers(request: APIRequestContext): Promise<[Box, Box]> {
  const { product } = await storefront<{
    product: {
      variants: {
        nodes: {
          id: string;
          quantityAvailable: number;
          availableForSale: boolean;
          selectedOptions: { name: string; value: string }[];
        }[];
      };
    };
  }>(
    request,
    `query($handle: String!) { product(handle: $handle) { variants(first: 250) { nodes { id quantityAvailable availableForSale selectedOptions { name value } } } } }`,
    {
      handle: HANDLE,
    },
  );
  const boxes = product.variants.nodes
    .filter((variant) => variant.availableForSale && variant.quantityAvailable >= 3)
    .map((variant) => {
      const value = (name: string) => variant.selectedOptions.find((option) => option.name === name)!.value;
      return { id: variant.id, power: value('Power'), curve: value('Base Curve') };
    })
    .filter((box) => box.curve === '8.5');
  const right = boxes.find((box) => box.power.startsWith('-2'))!;
  const left = boxes.find((box) => box.power.startsWith('-3'))!;
  expect(right && left).toBeTruthy();
  return [right, left];
}

/** Waits for the page's scripts: the choice, and the per-eye form when it is shown. */
async function hydrated(page: Page, what: 'eye-choice' | 'per-eye-form') {
  await page.locator(`[data-testid="${what}"][data-hydrated]`).waitFor();
}

/** Chooses one eye's power and boxes in the per-eye form. */
async function chooseEye(page: Page, eye: 'Right' | 'Left', power: string, boxes: string) {
  const fields = page.getByTestId(`eye-${eye}`);
  await fields.getByLabel('Power').selectOption(power);
  await fields.getByLabel('Boxes').fill(boxes);
}

test('different powers per eye: two cart lines with their eye and power, shown at checkout, in the order and /api/orders', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const [right, left] = await twoPowers(request);
  await page.goto(`/product/${HANDLE}`);
  await hydrated(page, 'eye-choice');
  await expect(page.getByLabel('Same prescription for both eyes')).toBeChecked();
  await page.getByText('Right (OD) and left (OS) separately').click();
  await expect(page).toHaveURL(/eyes=each/);
  await hydrated(page, 'per-eye-form');
  const form = page.getByTestId('per-eye-form');
  await expect(form.getByRole('group', { name: 'Right (OD)' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Left (OS)' })).toBeVisible();
  await chooseEye(page, 'Right', right.power, '2');
  await chooseEye(page, 'Left', left.power, '1');
  // 30 daily lenses a box: two boxes for one eye are 60 days.
  await expect(page.getByTestId('eye-Right').getByTestId('supply-hint')).toHaveText(
    '30 lenses a box, replaced daily. 2 boxes for this eye last 60 days.',
  );
  await expect(page.getByTestId('eye-Left').getByTestId('supply-hint')).toHaveText(
    '30 lenses a box, replaced daily. 1 box for this eye lasts 30 days.',
  );
  await expectNoSeriousAxeViolation(page);
  await form.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartBadge(page)).toHaveText('3');

  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const rightLine = lines.filter({ hasText: 'Eye: Right (OD)' });
  const leftLine = lines.filter({ hasText: 'Eye: Left (OS)' });
  await expect(rightLine).toContainText(`${right.power} / 8.5`);
  await expect(rightLine.getByTestId('line-quantity')).toHaveText('2');
  await expect(leftLine).toContainText(`${left.power} / 8.5`);
  await expect(leftLine.getByTestId('line-quantity')).toHaveText('1');
  await expectNoSeriousAxeViolation(page);

  // The hosted checkout lists each line's eye.
  const customer = await createCustomer(request);
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/checkouts\//);
  await expect(page.getByText('Eye: Right')).toBeVisible();
  await expect(page.getByText('Eye: Left')).toBeVisible();
  await payOnHostedCheckout(page);

  // The order keeps the eyes: the profile's order summary and /api/orders.
  await page.goto('/profile?activetab=order');
  await page.getByRole('link', { name: /#\d+/ }).first().click();
  await expect(page.getByText('Eye: Right (OD)')).toBeVisible();
  await expect(page.getByText('Eye: Left (OS)')).toBeVisible();
  const response = await page.request.post('/api/orders');
  const { orders } = (await response.json()) as { orders: { items: { attributes: { key: string; value: string }[] }[] }[] };
  expect(orders[0]!.items.map((item) => item.attributes.find((a) => a.key === 'Eye')?.value).sort()).toEqual(['Left', 'Right']);
});

test('both eyes and a card added at once before there is a cart end in one cart', async ({ page, request }) => {
  const [right, left] = await twoPowers(request);
  await page.goto(`/product/${HANDLE}?eyes=each`);
  await hydrated(page, 'per-eye-form');
  await chooseEye(page, 'Right', right.power, '1');
  await chooseEye(page, 'Left', left.power, '1');
  const eyesAdd = page.getByTestId('per-eye-form').getByRole('button', { name: 'Add To Cart' });
  const card = await hydratedStripCard(page);
  await clickAtOnce(page, [eyesAdd, card.getByRole('button', { name: 'Add To Cart' })]);
  await expect(cartBadge(page)).toHaveText('3');
  await page.goto('/cart');
  // Both eyes and the card's product, in the one cart the session names.
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
});

test('same prescription for both eyes: one line with the boxes for both, and the supply hint for both eyes', async ({ page }) => {
  await page.goto(`/product/${HANDLE}`);
  await hydrated(page, 'eye-choice');
  const hint = page.getByTestId('supply-hint');
  await expect(hint).toHaveText('30 lenses a box, replaced daily. 1 box for both eyes lasts 15 days.');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(hint).toHaveText('30 lenses a box, replaced daily. 2 boxes for both eyes last 30 days.');
  await page.getByTestId('purchase').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartBadge(page)).toHaveText('2');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('line-eye')).toHaveCount(0);
});

test('a lens solution stays a single product: no per-eye choice, no supply hint', async ({ page }) => {
  await page.goto(`/product/${SOLUTION}?eyes=each`);
  await expect(page.getByTestId('purchase')).toBeVisible();
  await expect(page.getByTestId('eye-choice')).toHaveCount(0);
  await expect(page.getByTestId('per-eye-form')).toHaveCount(0);
  await expect(page.getByTestId('supply-hint')).toHaveCount(0);
});

test('a tampered eye: a clear message, 400, and nothing reaches the cart', async ({ page, request }) => {
  const [right] = await twoPowers(request);
  await page.goto(`/product/${HANDLE}?eyes=each`);
  await hydrated(page, 'per-eye-form');
  const form = page.getByTestId('per-eye-form');
  await chooseEye(page, 'Right', right.power, '1');
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/cart'),
  );
  // The page's own form, with its Left eye renamed as a browser's tools could, sent at once: a
  // re-render in between (a loader revalidating on a busy machine) would restore the name.
  await form.evaluate((element: HTMLFormElement) => {
    element.querySelector<HTMLInputElement>('input[name="eye"][value="Left"]')!.value = 'Middle';
    const add = [...element.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Add To Cart');
    element.requestSubmit(add);
  });
  expect((await answer).status()).toBe(400);
  await expect(page.getByTestId('per-eye-error')).toHaveText('Choose the right (OD) and left (OS) eye once each.');
  await expect(cartBadge(page)).toHaveCount(0);

  // Posted straight: another product's variant values, or no lens product at all.
  const post = (fields: [string, string][]) =>
    page.request.post('/cart', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      data: new URLSearchParams([['intent', 'add-eyes'], ...fields]).toString(),
    });
  const wrongPower = await post([
    ['product', HANDLE],
    ['eye', 'Right'],
    ['option.Power', '-99.00'],
    ['option.Base Curve', '8.5'],
    ['quantity', '1'],
  ]);
  expect(wrongPower.status()).toBe(400);
  const solution = await post([
    ['product', SOLUTION],
    ['eye', 'Right'],
    ['quantity', '1'],
  ]);
  expect(solution.status()).toBe(400);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

test('both eyes of one power share its stock: the form holds them to it and says why', async ({ page, request }) => {
  const { product } = await storefront<{
    product: { variants: { nodes: { quantityAvailable: number; selectedOptions: { name: string; value: string }[] }[] } };
  }>(
    request,
    `query($handle: String!) { product(handle: $handle) { variants(first: 250) { nodes { quantityAvailable selectedOptions { name value } } } } }`,
    { handle: HANDLE },
  );
  // A power with fewer boxes than two eyes may ask for, and not one the other tests buy.
  const scarce = product.variants.nodes.find(
    (variant) =>
      variant.quantityAvailable >= 3 &&
      variant.quantityAvailable <= 20 &&
      variant.selectedOptions.some((option) => option.name === 'Base Curve' && option.value === '8.5') &&
      !variant.selectedOptions.some((option) => option.name === 'Power' && /^-[23]/.test(option.value)),
  )!;
  const power = scarce.selectedOptions.find((option) => option.name === 'Power')!.value;
  const stock = scarce.quantityAvailable;
  await page.goto(`/product/${HANDLE}?eyes=each`);
  await hydrated(page, 'per-eye-form');
  await page.getByTestId('eye-Right').getByLabel('Base Curve').selectOption('8.5');
  await page.getByTestId('eye-Left').getByLabel('Base Curve').selectOption('8.5');
  await chooseEye(page, 'Right', power, String(stock - 1));
  await chooseEye(page, 'Left', power, '2');
  const add = page.getByTestId('per-eye-form').getByRole('button', { name: 'Add To Cart' });
  await expect(page.getByTestId('per-eye-check')).toHaveText('Not enough boxes in stock for this eye. Please choose fewer.');
  await expect(add).toBeDisabled();
  await expect(page.getByTestId('eye-Left').getByLabel('Boxes')).toHaveAttribute('max', '1');
  await expect(page.getByTestId('eye-Right').getByLabel('Boxes')).toHaveAttribute('max', String(stock - 2));
  await expectNoSeriousAxeViolation(page);

  await page.getByTestId('eye-Left').getByLabel('Boxes').fill('1');
  await expect(page.getByTestId('per-eye-check')).toBeEmpty();
  await add.click();
  await expect(cartBadge(page)).toHaveText(String(stock));
});

test('the Arabic page offers the per-eye choice in Arabic', async ({ page }) => {
  await page.goto(`/ar/product/${HANDLE}`);
  await hydrated(page, 'eye-choice');
  await expect(page.getByLabel('الوصفة نفسها للعينين')).toBeChecked();
  await expect(page.getByTestId('supply-hint')).toHaveText('30 عدسة في العلبة، تُستبدل يوميًا. علبة واحدة للعينين تكفي 15 يومًا.');
  await page.getByText('العين اليمنى (OD) واليسرى (OS) كلٌّ على حدة').click();
  await hydrated(page, 'per-eye-form');
  const form = page.getByTestId('per-eye-form');
  await expect(form.getByRole('group', { name: 'اليمنى (OD)' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'اليسرى (OS)' })).toBeVisible();
  await page.getByTestId('eye-Right').getByLabel('عدد العلب').fill('2');
  await expect(page.getByTestId('eye-Right').getByTestId('supply-hint')).toHaveText(
    '30 عدسة في العلبة، تُستبدل يوميًا. علبتان لهذه العين تكفيان 60 يومًا.',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousAxeViolation(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the choice and the per-eye form post as plain forms: two lines', async ({ page, request }) => {
    const [right, left] = await twoPowers(request);
    await page.goto(`/product/${HANDLE}`);
    await page.getByText('Right (OD) and left (OS) separately').click();
    await page.getByTestId('eye-choice').getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/eyes=each/);
    await chooseEye(page, 'Right', right.power, '1');
    await chooseEye(page, 'Left', left.power, '1');
    await page.getByTestId('per-eye-form').getByRole('button', { name: 'Add To Cart' }).click();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Eye: Right (OD)' })).toContainText(`${right.power} / 8.5`);
    await expect(page.getByTestId('cart-line').filter({ hasText: 'Eye: Left (OS)' })).toContainText(`${left.power} / 8.5`);
  });
});
