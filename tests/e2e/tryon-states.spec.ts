import { expect, test } from '@playwright/test';
import { cameraNeverAnswers, cameraWithoutFace, noCameraFound } from './tryon-fake-media';
import { choosePortraitFrom, openTryOn, PRODUCT } from './tryon-helpers';

/**
 * The try-on's waiting and failing states (docs/tryon.md, 'States'): each must say what is going on
 * and leave a way forward. The camera's answers come from stand-ins (tryon-fake-media.ts).
 */
test.use({ viewport: { width: 1366, height: 900 } });
// The model loads and searches on a shared machine's CPU.
test.setTimeout(120_000);

test('while the browser asks for the camera, the try-on says to allow it', async ({ page }) => {
  await page.addInitScript(cameraNeverAnswers);
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
  const stage = page.getByTestId('try-on-stage');
  await expect(stage).toHaveAttribute('data-source', 'camera');
  await expect(stage).toHaveAttribute('data-state', 'asking');
  await expect(page.getByTestId('try-on-notice')).toHaveText(
    'Allow camera access in your browser to see the frames on your face.',
  );
  await expect(dialog.getByRole('button', { name: 'Save picture' })).toBeDisabled();
});

test('with no camera on the device, the try-on says so and a photo works instead', async ({ page }) => {
  await page.addInitScript(noCameraFound);
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
  const notice = page.getByTestId('try-on-notice');
  await expect(notice).toContainText('No camera was found on this device. Choose a photo instead.');
  // Not mistaken for a refusal: that message sends the shopper to browser settings for nothing.
  await expect(notice).not.toContainText('blocked');
  await choosePortraitFrom(page, notice);
});

test("a progress bar counts the model's bytes while its weights download", async ({ page }) => {
  // The two nets' weights are held back until the test lets them go; the library comes as usual.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_model-[\w-]+\.bin$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  const bar = dialog.getByRole('progressbar', { name: 'Preparing the try-on' });
  await expect(bar).toBeVisible();
  // The library is most of the bytes (1.3 of 1.6 MB): once it is in, the bar is well along, not full.
  const percent = async () => Number(await bar.getAttribute('aria-valuenow'));
  await expect.poll(percent, { timeout: 60_000 }).toBeGreaterThan(50);
  expect(await percent()).toBeLessThan(100);
  await expect(page.getByTestId('try-on-notice')).toContainText('Preparing the try-on…');

  release();
  await expect(bar).toBeHidden({ timeout: 60_000 });
  await expect(dialog).toHaveAttribute('data-backend', /^(cpu|webgl)$/);
});

test('a live camera that sees no face says so, and there is nothing to save', async ({ page }) => {
  await page.addInitScript(cameraWithoutFace);
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
  const stage = page.getByTestId('try-on-stage');
  await expect(stage).toHaveAttribute('data-source', 'camera');
  await expect(stage).toHaveAttribute('data-state', 'no-face', { timeout: 90_000 });
  await expect(page.getByTestId('try-on-notice')).toHaveText('We could not find a face. Face the camera in good light.');
  await expect(stage).toHaveAttribute('data-placement', '');
  await expect(dialog.getByRole('button', { name: 'Save picture' })).toBeDisabled();
});
