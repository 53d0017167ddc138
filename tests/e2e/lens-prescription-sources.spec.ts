import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUp } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { cartBadge, createCustomer, logIn } from './cart-helpers';
import { choose, enterPrescription, findFrame, toPrescriptionStep } from './lenses-helpers';

/**
 * Issue 11: the prescription step's other sources: an upload (guests too), a saved prescription
 * (signed in), and 'Save this prescription' under 'Enter it'. The server checks each one.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const RX = { odSph: '-1.75', odCyl: '-0.75', odAxis: '180', osSph: '-1.50', pd: '64', date: '2025-11-03' };

const addToCart = (page: Page) => page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' }).click();

test('a guest uploads a PNG: the pair in the cart says so, the owner can open the file, checkout shows it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 3);
  await toPrescriptionStep(page, frame.handle);
  // A guest has no saved prescriptions to choose; they are told where those are.
  await expect(page.locator('label[for="lens-rx-saved"]')).toHaveCount(0);
  await expect(page.getByTestId('lens-selector').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await choose(page, 'rx', 'upload');
  await page.locator('#lens-upload-file').setInputFiles({ name: 'my-rx.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('lens-upload-status')).toHaveText('Uploaded: my-rx.png');
  await expectNoSeriousAxeViolation(page);
  await addToCart(page);
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.goto('/cart');
  const summary = page.getByTestId('prescription-summary');
  await expect(summary).toHaveText('Prescription: uploaded file my-rx.png');
  const href = await summary.getByRole('link', { name: 'my-rx.png' }).getAttribute('href');
  // The file opens for its owner (this session), never for anyone else.
  expect((await page.request.get(href!)).status()).toBe(200);
  expect((await request.get(href!)).status()).toBe(404);
  await expect(page.getByTestId('cart-count')).toHaveText('1 item');

  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  const customer = await createCustomer(request);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/checkouts\//);
  await expect(page.getByText('Prescription: Uploaded file: my-rx.png')).toBeVisible();
  // Signing in made the guest's upload the customer's: My Prescriptions lists it on another device.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/login');
  await logIn(elsewhere, customer);
  await expect(elsewhere).not.toHaveURL(/\/login/);
  await elsewhere.goto('/profile?activetab=prescriptions');
  await expect(elsewhere.getByRole('main').getByText('my-rx.png')).toBeVisible();
  await elsewhere.context().close();
});

test('a guest signs in from the prescription step: back on the lens page, the frame and usage kept, the saved prescription offered', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The account, with a prescription saved elsewhere (the API's own session).
  const email = await signUp(request, 'Huda');
  const saved = await request.post('/api/prescriptions', {
    data: {
      name: 'Reading at home',
      date: '2025-10-01',
      right: { sph: -1 },
      left: { sph: -1.25 },
      pd: { kind: 'single', value: 63 },
    },
  });
  expect(saved.status()).toBe(201);
  const frame = await findFrame(request, 'Eyeglasses', 6);
  await toPrescriptionStep(page, frame.handle);
  await page.getByTestId('lens-selector').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(
    `/product/${frame.handle}/lenses?${new URLSearchParams({ variant: frame.variantId, usage: 'single-vision', rx: 'saved' })}`,
  );
  await expect(page.locator('#lens-rx-saved')).toBeChecked();
  await expect(page.getByTestId('lens-rx-saved')).toContainText('Reading at home');
  await expectNoSeriousAxeViolation(page);
});

test('a file that is not a JPEG, PNG or PDF, or larger than 10 MB: the server’s message, and nothing added', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 4);
  await toPrescriptionStep(page, frame.handle);
  await choose(page, 'rx', 'upload');
  const input = page.locator('#lens-upload-file');
  // Named .png, but text inside: the type is read from the content.
  await input.setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  const error = page.getByTestId('lens-error-upload');
  await expect(error).toHaveText(
    'This file is not a JPEG, PNG or PDF. Upload a photo or scan of your prescription in one of these formats.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolation(page);

  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(error).toHaveText('The file is larger than 10 MB. Upload a smaller photo or scan.');

  // Adding without a file the server took: the step says what to fix, the server's word stays.
  await addToCart(page);
  await expect(error).toHaveText('The file is larger than 10 MB. Upload a smaller photo or scan.');
  await expect(page.getByTestId('lens-errors')).toBeFocused();
  await expect(cartBadge(page)).toHaveCount(0);
  // A post naming a file id that is not this shopper's is refused by the server too.
  const response = await page.request.post(`/product/${frame.handle}/lenses`, {
    form: {
      variant: frame.variantId,
      usage: 'single-vision',
      index: '1.50',
      coating: 'Anti-reflective',
      rx: 'upload',
      uploadId: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    },
  });
  expect(response.status()).toBe(400);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

test('a customer saves the entered prescription with a tick, then reuses it for another pair', async ({ page, request }) => {
  test.setTimeout(300_000);
  await signUp(page.request, 'Salma');
  const frame = await findFrame(request, 'Eyeglasses', 5);
  await toPrescriptionStep(page, frame.handle);
  await enterPrescription(page, RX);
  await page.getByLabel('Save this prescription').check();
  await expectNoSeriousAxeViolation(page);
  await addToCart(page);
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();

  await page.goto('/profile?activetab=prescriptions');
  await expect(page.getByRole('heading', { name: 'Prescription of 3 Nov 2025' })).toBeVisible();

  // A second pair from the saved prescription: its values, read by the server, reach the cart.
  const other = await findFrame(request, 'Eyeglasses', 6);
  await toPrescriptionStep(page, other.handle);
  await choose(page, 'rx', 'saved');
  // None chosen yet: the group of saved prescriptions is described by its message.
  await addToCart(page);
  await expect(page.getByRole('group', { name: 'Your saved prescriptions' })).toHaveAccessibleDescription(
    'Choose one of your saved prescriptions.',
  );
  await page.getByText('Prescription of 3 Nov 2025').click();
  await expectNoSeriousAxeViolation(page);
  await addToCart(page);
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');

  await page.goto('/cart');
  const saved = page.getByTestId('prescription-summary').filter({ hasText: 'Saved prescription' });
  await expect(saved).toContainText('Saved prescription:Prescription of 3 Nov 2025');
  await expect(saved).toContainText('Right eye (OD):SPH −1.75 CYL −0.75 AXIS 180');
  await expect(saved).toContainText('PD:64');
  await expect(page.getByTestId('cart-count')).toHaveText('2 items');
});

test('the entered prescription stays as typed after choosing another source or usage and coming back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 22);
  await toPrescriptionStep(page, frame.handle);
  await enterPrescription(page, RX);
  const expectTyped = async () => {
    for (const [name, value] of Object.entries(RX)) {
      await expect(page.locator(name === 'date' ? '#lens-date' : `#lens-${name}`)).toHaveValue(value);
    }
  };

  await choose(page, 'rx', 'later');
  await expect(page.locator('#lens-odSph')).toBeHidden();
  await choose(page, 'rx', 'enter');
  await expect(page.locator('#lens-odSph')).toBeVisible();
  await expectTyped();

  // A usage without a prescription, then back to single vision: still there.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('lens-step-title')).toHaveText('Usage');
  await choose(page, 'usage', 'non-prescription');
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('lens-step-title')).toHaveText('Prescription');
  await expectTyped();

  await addToCart(page);
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByTestId('prescription-summary');
  await expect(summary).toContainText('Right eye (OD):SPH −1.75 CYL −0.75 AXIS 180');
  await expect(summary).toContainText('PD:64');
});

test('a file picked by keyboard: the input keeps the focus while it goes up and after; its Arabic name is kept', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 23);
  await toPrescriptionStep(page, frame.handle);
  await choose(page, 'rx', 'upload');
  const input = page.locator('#lens-upload-file');
  // The upload is held until the test has looked at the field while it is busy.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/prescription-files', async (route) => {
    await held;
    await route.continue();
  });
  await input.focus();
  await input.setInputFiles({ name: 'وصفتي.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('lens-upload-status')).toContainText('Uploading…');
  await expect(input).toHaveAttribute('aria-disabled', 'true');
  await expect(input).toBeFocused();
  release();
  await expect(page.getByTestId('lens-upload-status')).toHaveText('Uploaded: وصفتي.png');
  await expect(input).toBeFocused();
  await expect(input).not.toHaveAttribute('aria-disabled', 'true');
  await page.unroute('**/api/prescription-files');

  await addToCart(page);
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByTestId('prescription-summary');
  await expect(summary).toHaveText('Prescription: uploaded file وصفتي.png');
  const href = await summary.getByRole('link', { name: 'وصفتي.png' }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('وصفتي.png')}`);
});
