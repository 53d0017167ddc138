import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { choose, enterPrescription, findFrame } from './lenses-helpers';

test.use({ javaScriptEnabled: false });

test('without JavaScript: the lens page asks the same, the server checks the prescription, the pair reaches the cart', async ({ page, request }) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 3);
  await page.goto(`/product/${frame.handle}`);
  await page.getByTestId('select-lenses-open').click();
  await expect(page).toHaveURL(new RegExp(`/product/${frame.handle}/lenses\\?variant=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Select lenses' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // Step 1 is a GET form: the usage decides what follows.
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Lens package' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // A prescription without its PD: the server answers 400 beside the field and keeps the answers.
  await enterPrescription(page, { odSph: '-1.50', osSph: '-1.25', date: '2025-06-01' });
  const [rejected] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Add To Cart' }).click(),
  ]);
  expect(rejected.status()).toBe(400);
  await expect(page.getByTestId('lens-error-pd')).toHaveText('Choose your PD (pupillary distance).');
  await expect(page.locator('#lens-odSph')).toHaveValue('-1.50');
  await expectNoSeriousAxeViolation(page);

  await enterPrescription(page, { pd: '62.5' });
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('pair-label')).toHaveText('Frame + lenses');
  await expect(page.getByTestId('prescription-summary')).toContainText('SPH −1.50');
  await expect(page.getByTestId('prescription-summary')).toContainText('PD:62.5');
});
