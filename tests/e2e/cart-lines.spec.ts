import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { toast } from './account-helpers';
import { addToCart, cartBadge, clickAtOnce, findVariants, storefront } from './cart-helpers';

test.describe('cart lines', () => {
  test('a product card adds one item, toasts, updates the badge and says View in Cart', async ({ page }) => {
    await page.goto('/shop');
    await page.waitForLoadState('networkidle');
    const buyable = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
      .first();
    const title = (await buyable.getByRole('heading').first().textContent())?.trim() ?? '';
    // Found by its title from here on: once added, its button is no longer 'Add To Cart'.
    const card = page.getByTestId('product-card').filter({ hasText: title }).first();
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Added to cart successfully')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('1');
    await expect(card.getByRole('link', { name: 'View in Cart' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line').getByRole('heading')).toHaveText(title);
    await expect(page.getByTestId('line-quantity')).toHaveText('1');
  });

  for (const { shop, add, cart } of [
    { shop: '/shop', add: 'Add To Cart', cart: '/cart' },
    { shop: '/ar/shop', add: 'أضف إلى السلة', cart: '/ar/cart' },
  ]) {
    test(`two cards added at once before there is a cart end in one cart (${shop})`, async ({ page }) => {
      await page.goto(shop);
      await page.waitForLoadState('networkidle');
      const buyable = page.getByTestId('product-card').filter({ has: page.getByRole('button', { name: add }) });
      const titles = await Promise.all(
        [0, 1].map(async (n) => (await buyable.nth(n).getByRole('heading').first().textContent())?.trim() ?? ''),
      );
      const [first, second] = titles.map((title) => page.getByTestId('product-card').filter({ hasText: title }).first());

      // Neither request carries a cart yet: sent together, they would start two carts.
      await clickAtOnce(
        page,
        [first!, second!].map((card) => card.getByRole('button', { name: add })),
      );
      await expect(cartBadge(page)).toHaveText('2');
      await page.goto(cart);
      // Both lines, in the one cart the session names (a lost one would leave a single line).
      await expect(page.getByTestId('cart-line')).toHaveCount(2);
    });
  }

  test('the product page adds the chosen quantity', async ({ page, request }) => {
    const [variant] = await findVariants(request, { minStock: 5, skip: 3, firstVariant: true });
    await page.goto(`/product/${variant!.handle}`);
    await page.waitForLoadState('networkidle'); // the stepper needs JavaScript
    const stepper = page.getByRole('group', { name: 'Quantity' }).first();
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(stepper.getByTestId('quantity')).toHaveText('2');
    await page.getByRole('button', { name: 'Add To Cart' }).first().click();
    await expect(page.getByText('Added to cart successfully')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('2');
    await page.goto('/cart');
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
  });

  test('a line card shows the SPEC fields', async ({ page, request }) => {
    const [variant] = await findVariants(request, { minStock: 3, skip: 5 });
    await page.goto('/');
    await addToCart(page, variant!.id);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('line-cost')).toHaveText(/^Cost : AED [\d,]+\.\d{2}$/);
    await expect(line.getByTestId('line-discount')).toHaveText(/^\d+(\.\d{2})?% off$/);
    await expect(line.getByText('Free Delivery')).toBeVisible();
    await expect(line.getByRole('link').first()).toHaveAttribute('href', `/product/${variant!.handle}`);
    await expect(page.getByTestId('order-summary').getByText('FREE')).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText(/^AED /);
  });

  test('quantity goes up to the stock and down to 1, with a spinner while it updates', async ({ page, request }) => {
    const [variant] = await findVariants(request, { minStock: 3, maxStock: 3 });
    await page.goto('/');
    await addToCart(page, variant!.id);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    const decrease = line.getByRole('button', { name: 'Decrease quantity' });
    const increase = line.getByRole('button', { name: 'Increase quantity' });
    await expect(decrease).toBeDisabled();

    // The action is held until the 20 px spinner standing in for the quantity has been measured
    // (a fixed delay ran out before the measure on a busy machine).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/cart.data*', async (route) => {
      await held;
      await route.continue();
    });
    await increase.click();
    const spinner = line.getByTestId('line-spinner');
    await expect(spinner).toBeVisible();
    expect((await spinner.boundingBox())?.width).toBe(20);
    release();
    await expect(page.getByText('Cart quantity updated successfully').first()).toBeVisible();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await page.unroute('**/cart.data*');

    await increase.click();
    await expect(line.getByTestId('line-quantity')).toHaveText('3');
    await expect(increase).toBeDisabled();
    await expect(cartBadge(page)).toHaveText('3');

    await decrease.click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await decrease.click();
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
    await expect(decrease).toBeDisabled();
    await expect(page.getByTestId('summary-count')).toHaveText('1');
  });

  test('a quantity below 1 sent to the action is ignored', async ({ page, request }) => {
    const [variant] = await findVariants(request, { minStock: 3, skip: 7 });
    await page.goto('/');
    await addToCart(page, variant!.id, 2);
    await page.goto('/cart');
    const lineId = await page.locator('input[name="lineId"]').first().inputValue();
    const response = await page.request.post('/cart', {
      form: { intent: 'update', lineId, quantity: '0', redirectTo: '/cart' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    await page.reload();
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
  });

  test('removing the last line shows the empty state', async ({ page, request }) => {
    const [variant] = await findVariants(request, { minStock: 3, skip: 9 });
    await page.goto('/');
    await addToCart(page, variant!.id);
    await page.goto('/cart');
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Item removed from cart successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByText("Looks like you haven't added anything to your cart.")).toBeVisible();
    await expect(cartBadge(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('the keyboard keeps its place: a quantity press keeps the focus, a removal hands it to the cart’s heading', async ({
    page,
    request,
  }) => {
    const [first, second] = await findVariants(request, { minStock: 3, skip: 11, count: 2 });
    await page.goto('/');
    await addToCart(page, first!.id);
    await addToCart(page, second!.id);
    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const increase = lines.first().getByRole('button', { name: 'Increase quantity' });
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(lines.first().getByTestId('line-quantity')).toHaveText('2');
    await expect(increase).toBeFocused();
    // Down to 1, the decrease button is disabled: the focus goes to the increase button, not the page's start.
    const decrease = lines.first().getByRole('button', { name: 'Decrease quantity' });
    await decrease.focus();
    await page.keyboard.press('Enter');
    await expect(lines.first().getByTestId('line-quantity')).toHaveText('1');
    await expect(decrease).toBeDisabled();
    await expect(increase).toBeFocused();

    await lines
      .first()
      .getByRole('button', { name: /^Remove / })
      .focus();
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeFocused();

    await lines
      .first()
      .getByRole('button', { name: /^Remove / })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeFocused();
  });

  test('the badge says 99+ above 99 items, and an 11th line is not lost', async ({ page, request }) => {
    const variants = await findVariants(request, { minStock: 25, count: 11 });
    await page.goto('/');
    for (const variant of variants) await addToCart(page, variant.id, variant.quantityAvailable);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(11);
    await expect(cartBadge(page)).toHaveText('99+');
    const total = variants.reduce((sum, variant) => sum + variant.quantityAvailable, 0);
    await expect(page.getByTestId('summary-count')).toHaveText(String(total));
  });

  test('without JavaScript, add, change and remove still work as plain forms', async ({ browser, request }) => {
    const [variant] = await findVariants(request, { minStock: 4, skip: 11, firstVariant: true });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${variant!.handle}`);
    await page.getByRole('button', { name: 'Add To Cart' }).first().click();
    await expect(cartBadge(page)).toHaveText('1');
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('line-quantity')).toHaveText('2');
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await context.close();
  });

  test('a variant that sold out since the page was made: the shopper hears that, not that it was added', async ({
    browser,
    request,
  }) => {
    const { products } = await storefront<{
      products: { nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[] };
    }>(request, `query { products(first: 250) { nodes { variants(first: 20) { nodes { id availableForSale } } } } }`);
    const soldOut = products.nodes.flatMap((product) => product.variants.nodes).find((variant) => !variant.availableForSale);
    expect(soldOut).toBeDefined();
    // Without JavaScript: the post comes back to the cart, with every toast the action raised.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await addToCart(page, soldOut!.id);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(toast(page, 'This product is sold out.')).toBeVisible();
    await expect(page.getByText('Added to cart successfully')).toHaveCount(0);
    await context.close();
  });

  for (const width of [390, 1366]) {
    test(`axe finds nothing serious on /cart, full and empty, at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
      await expectNoSeriousAxeViolation(page);
      const [variant] = await findVariants(request, { minStock: 3, skip: 13 });
      await addToCart(page, variant!.id);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expectNoSeriousAxeViolation(page);
    });
  }
});

test('the cart prices in the shopper’s market currency (KWD, 3 decimals)', async ({ page, request }) => {
  const [variant] = await findVariants(request, { minStock: 3, skip: 23 });
  await page.goto('/');
  const market = await page.request.post('/market', { form: { country: 'KW', redirectTo: '/cart' }, maxRedirects: 0 });
  expect(market.status()).toBeLessThan(400);
  await addToCart(page, variant!.id, 2);
  await page.goto('/cart');
  await expect(page.getByTestId('line-cost')).toHaveText(/^Cost : KWD [\d,]+\.\d{3}$/);
  await expect(page.getByTestId('summary-total')).toHaveText(/^KWD [\d,]+\.\d{3}$/);
});
