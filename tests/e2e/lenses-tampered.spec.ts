import { expect, test, type Page } from '@playwright/test';
import { aed, findFrame, lensPrice } from './lenses-helpers';

/**
 * Issue 11: the server decides what a pair is and what it costs. A tampered or incomplete post to
 * the lens action answers 400 with each field's message in the body and adds nothing; fields the
 * form never sends (a price, a lens variant) change nothing.
 */

const LATER = { usage: 'single-vision', index: '1.50', coating: 'Anti-reflective', rx: 'later' };

/** Posts the lens form as a browser without JavaScript does: the answer is the lens page. */
async function post(page: Page, handle: string, form: Record<string, string>) {
  const response = await page.request.post(`/product/${handle}/lenses`, { form, maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** The message the page shows beside a field (FieldError), read from the answer's HTML. */
const fieldError = (html: string, name: string) => new RegExp(`data-testid="lens-error-${name}"[^>]*>([^<]*)<`).exec(html)?.[1];

async function expectEmptyCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
}

test('a tampered post: 400 with the field errors in the body, another product’s frame refused, nothing in the cart', async ({
  page,
  request,
}) => {
  const frame = await findFrame(request, 'Eyeglasses', 15);
  const other = await findFrame(request, 'Eyeglasses', 16);

  // Another product's frame variant on this frame's lens form.
  const foreign = await post(page, frame.handle, { variant: other.variantId, ...LATER });
  expect(foreign.status).toBe(400);
  expect(foreign.html).toMatch(
    /data-testid="lens-errors"[^>]*>This frame is not available\. Please choose another colour or size\.</,
  );

  // A coating eyeglasses never take, and an index no lens has.
  const coating = await post(page, frame.handle, { variant: frame.variantId, ...LATER, coating: 'Polarised grey' });
  expect(coating.status).toBe(400);
  expect(fieldError(coating.html, 'coating')).toBe('This lens package is not available. Please choose another.');
  const index = await post(page, frame.handle, { variant: frame.variantId, ...LATER, index: '1.99' });
  expect(index.status).toBe(400);
  expect(fieldError(index.html, 'coating')).toBe('This lens package is not available. Please choose another.');

  // Values the selects never offer, and a cylinder without its axis: one message per field.
  const rx = await post(page, frame.handle, {
    variant: frame.variantId,
    ...LATER,
    rx: 'enter',
    odSph: '-25.00',
    osSph: '-1.00',
    osCyl: '-1.00',
    pd: '63',
    date: '2026-01-05',
  });
  expect(rx.status).toBe(400);
  expect(fieldError(rx.html, 'odSph')).toBe('Right eye (OD): SPH must be between −20.00 and +12.00, in steps of 0.25.');
  expect(fieldError(rx.html, 'osAxis')).toBe('Left eye (OS): a cylinder (CYL) needs its AXIS (1 to 180).');

  // No source for the prescription at all.
  const source = await post(page, frame.handle, { variant: frame.variantId, ...LATER, rx: 'fax' });
  expect(source.status).toBe(400);
  expect(fieldError(source.html, 'rx')).toBe('Choose how to give your prescription.');

  await expectEmptyCart(page);
});

test('a price and a lens variant in the post are ignored: the server prices the pair from the choices', async ({
  page,
  request,
}) => {
  const frame = await findFrame(request, 'Eyeglasses', 17);
  const lenses = await lensPrice(request, 'lenses-single-vision', '1.67 / Photochromic');
  // The cheapest lens variant of all, which a tamperer would rather pay for.
  const cheapest = await lensPrice(request, 'lenses-single-vision', '1.50 / Anti-reflective');
  expect(cheapest).toBeLessThan(lenses);
  const added = await post(page, frame.handle, {
    variant: frame.variantId,
    ...LATER,
    index: '1.67',
    coating: 'Photochromic',
    price: '1.00',
    lensPrice: '0',
    total: '1.00',
    lensVariant: 'gid://shopify/ProductVariant/1',
    merchandiseId: 'gid://shopify/ProductVariant/1',
    redirectTo: '/cart',
  });
  expect(added.status).toBe(302);

  await page.goto('/cart');
  const item = page.getByTestId('cart-line');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('pair-label')).toHaveText('Frame + lenses');
  await expect(item.getByTestId('pair-lenses')).toContainText('1.67 / Photochromic');
  await expect(item.getByTestId('line-cost')).toHaveText(`Cost : ${aed(frame.price + lenses)}`);
});
