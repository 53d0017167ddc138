import { expect, test, type Page } from '@playwright/test';
import { signUp, toast } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { aed, choose, enterPrescription, findFrame, lensPrice } from './lenses-helpers';

/** The lens page: step 1 a GET form, then the package and the prescription in one POST form. */
async function missingPd(page: Page, { documentPost }: { documentPost: boolean }) {
  await enterPrescription(page, { odSph: '-1.50', osSph: '-1.25', date: '2025-06-01' });
  const [rejected] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Add To Cart' }).click(),
  ]);
  // A page posted without JavaScript gets the action's 400 as the document's status.
  if (documentPost) expect(rejected.status()).toBe(400);
  await expect(page.getByTestId('lens-error-pd')).toHaveText('Choose your PD (pupillary distance).');
  await expect(page.locator('#lens-odSph')).toHaveValue('-1.50');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lens page asks the same, the server checks the prescription, the pair reaches the cart', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const frame = await findFrame(request, 'Eyeglasses', 3);
    await page.goto(`/product/${frame.handle}`);
    await page.getByTestId('select-lenses-open').click();
    await expect(page).toHaveURL(new RegExp(`/product/${frame.handle}/lenses\\?variant=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Select lenses' })).toBeVisible();

    await choose(page, 'usage', 'single-vision');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Lens package' })).toBeVisible();

    // A prescription without its PD: 400, the message beside the field, the answers kept.
    await missingPd(page, { documentPost: true });
    await enterPrescription(page, { pd: '62.5' });
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('pair-label')).toHaveText('Frame + lenses');
    await expect(page.getByTestId('prescription-summary')).toContainText('SPH −1.50');
    await expect(page.getByTestId('prescription-summary')).toContainText('PD:62.5');
  });

  test('a customer ticks Save this prescription: the pair reaches the cart and the prescription My Prescriptions', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signUp(page.request, 'Huda');
    const frame = await findFrame(request, 'Eyeglasses', 7);
    await page.goto(`/product/${frame.handle}/lenses?variant=${encodeURIComponent(frame.variantId)}&usage=single-vision`);
    await enterPrescription(page, { odSph: '-0.75', osSph: '-1.00', pd: '61', date: '2025-06-01' });
    await page.getByLabel('Save this prescription').check();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('prescription-summary')).toContainText('SPH −0.75');
    // Every toast of the post reaches the page, not only the first.
    await expect(toast(page, 'Added to cart successfully')).toBeVisible();
    await expect(toast(page, 'Your prescription is saved in My Prescriptions.')).toBeVisible();
    await page.goto('/profile?activetab=prescriptions');
    await expect(page.getByRole('heading', { name: 'Prescription of 1 Jun 2025' })).toBeVisible();
  });

  test('a customer who keeps 20 prescriptions ticks Save: the pair is added and the page says why it was not kept', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signUp(page.request, 'Mariam');
    for (let i = 0; i < 20; i++) {
      const saved = await page.request.post('/api/prescriptions', {
        data: { name: `Kept ${i}`, date: '2025-10-01', right: { sph: -1 }, left: { sph: -1 }, pd: { kind: 'single', value: 63 } },
      });
      expect(saved.status()).toBe(201);
    }
    const frame = await findFrame(request, 'Eyeglasses', 20);
    await page.goto(`/product/${frame.handle}/lenses?variant=${encodeURIComponent(frame.variantId)}&usage=single-vision`);
    await enterPrescription(page, { odSph: '-0.75', osSph: '-1.00', pd: '61', date: '2025-06-01' });
    await page.getByLabel('Save this prescription').check();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('pair-label')).toHaveText('Frame + lenses');
    await expect(toast(page, 'Added to cart successfully')).toBeVisible();
    await expect(toast(page, 'You can keep up to 20 saved prescriptions. Delete one you no longer use first.')).toBeVisible();
  });

  test('SPH −9.00 on 1.50 lenses: Upgrade to 1.67 works without JavaScript, keeps the answers, then the pair is added', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const frame = await findFrame(request, 'Eyeglasses', 21);
    const standard = await lensPrice(request, 'lenses-single-vision', '1.50 / Anti-reflective');
    const ultraThin = await lensPrice(request, 'lenses-single-vision', '1.67 / Anti-reflective');
    await page.goto(`/product/${frame.handle}/lenses?variant=${encodeURIComponent(frame.variantId)}&usage=single-vision`);
    await expect(page.locator('#lens-index-1_50')).toBeChecked();
    await enterPrescription(page, { odSph: '-9.00', osSph: '-8.50', pd: '62', date: '2025-06-01' });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Add To Cart' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    const upgrade = page.getByTestId('lens-upgrade');
    await expect(upgrade).toContainText('Your prescription is too strong for 1.50 lenses: it needs index 1.67 or higher.');

    // Enter in a field adds the pair, as with JavaScript: the refusal again, not the upgrade taken unasked.
    const [entered] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.locator('#lens-date').press('Enter'),
    ]);
    expect(entered.status()).toBe(400);
    await expect(page.locator('#lens-index-1_50')).toBeChecked();
    await expect(upgrade).toBeVisible();

    const [upgraded] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      upgrade.getByRole('button', { name: `Upgrade to 1.67 lenses (+ ${aed(ultraThin - standard)})` }).click(),
    ]);
    // The form again, the thicker index chosen, nothing refused and nothing added yet.
    expect(upgraded.status()).toBe(200);
    await expect(page.locator('#lens-index-1_67')).toBeChecked();
    await expect(page.getByTestId('lens-upgrade')).toHaveCount(0);
    await expect(page.getByTestId('lens-errors')).toHaveCount(0);
    await expect(page.locator('#lens-odSph')).toHaveValue('-9.00');
    await expect(page.locator('#lens-pd')).toHaveValue('62');
    await expect(page.locator('#lens-date')).toHaveValue('2025-06-01');
    await expect(page.getByTestId('lens-total')).toContainText(aed(frame.price + ultraThin));

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const item = page.getByTestId('cart-line');
    await expect(item.getByTestId('pair-lenses')).toContainText('1.67 / Anti-reflective');
    await expect(item.getByTestId('prescription-summary')).toContainText('Right eye (OD):SPH −9.00');
  });
});

// axe needs JavaScript in the page, so the same lens page is checked with it on.
test('the lens page passes axe on each step, and shows the server’s errors with JavaScript too', async ({ page, request }) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 4);
  await page.goto(`/product/${frame.handle}/lenses?variant=${encodeURIComponent(frame.variantId)}`);
  await expectNoSeriousAxeViolation(page);
  await choose(page, 'usage', 'reading');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Lens package' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await missingPd(page, { documentPost: false });
  await expect(page.getByTestId('lens-error-odAdd')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});
