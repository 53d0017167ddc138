import { expect, test, type Request } from '@playwright/test';
import { cameraNeverAnswers, cameraWithoutFace, noCameraFound } from './tryon-fake-media';
import { choosePortrait, choosePortraitFrom, openTryOn, PRODUCT } from './tryon-helpers';

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
  // No face to put frames on yet, and a camera that might start unseen behind the comparison: no Compare.
  await dialog.getByRole('button', { name: 'Add to compare' }).click();
  await expect(dialog.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
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
  await dialog.getByRole('button', { name: 'Add to compare' }).click();
  await expect(dialog.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
});

test('a camera that ends by itself (unplugged, taken by another app) says so and offers a photo', async ({ page }) => {
  await page.addInitScript(cameraWithoutFace);
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
  const stage = page.getByTestId('try-on-stage');
  await expect(stage).toHaveAttribute('data-state', /searching|no-face/, { timeout: 60_000 });
  await page.evaluate(() => (window as unknown as { endCamera: () => void }).endCamera());
  await expect(stage).toHaveAttribute('data-state', 'lost');
  const notice = page.getByTestId('try-on-notice');
  await expect(notice).toContainText('The camera stopped. Start it again with Use my camera, or choose a photo.');
  // As the notice says: the camera's switch offers to start it again.
  await expect(dialog.getByRole('button', { name: 'Use my camera' })).toBeVisible();
  await choosePortraitFrom(page, notice);
});

test('a file that is not a picture is said once: the camera chosen next says what it is doing', async ({ page }) => {
  await page.addInitScript(cameraWithoutFace);
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  await page
    .getByTestId('try-on-file')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  const notice = page.getByTestId('try-on-notice');
  await expect(notice).toHaveText('That file could not be opened as a picture. Choose a photo in JPEG, PNG or WebP.');
  await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
  await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'no-face', { timeout: 90_000 });
  await expect(notice).toHaveText('We could not find a face. Face the camera in good light.');
});

test('a model file that fails to download says so, and Try again loads the try-on', async ({ page }) => {
  let failing = true;
  await page.route(/tiny_face_detector_model-[\w-]+\.bin$/, (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  // The library comes after the failure: it must not bring the progress bar back over it.
  await page.route(/face-api\.esm-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => undefined);
  });
  // The library's download ends one way or the other (cancelled with the failed one, or finished).
  const libraryEnded = new Promise<void>((resolve) => {
    const ended = (request: Request) => /face-api\.esm-/.test(request.url()) && resolve();
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  const notice = page.getByTestId('try-on-notice');
  await expect(notice).toContainText('The try-on could not start. Check your connection and try again.');
  await libraryEnded;
  await expect(notice).toContainText('The try-on could not start.');
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);

  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toHaveAttribute('data-backend', /^(cpu|webgl)$/, { timeout: 60_000 });
  await choosePortrait(page);
});

test("the try-on's code not arriving is said beside the button, the page stays, and the next click opens it", async ({
  page,
}) => {
  await page.route(/TryOnForProduct-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(PRODUCT);
  const button = page.getByTestId('try-on-button');
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The try-on could not start' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).toBeEnabled();

  await page.unroute(/TryOnForProduct-[\w-]+\.js$/);
  await openTryOn(page);
});

test('a colour whose try-on picture does not load is not worn: the face goes bare and the shopper is told', async ({ page }) => {
  await page.route(/-pink-try-on\.svg/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  const stage = await choosePortrait(page);
  await page.getByTestId('try-on-colours').getByText('Pink').click();
  await expect(page.getByTestId('try-on-notice')).toHaveText(
    "This frame's try-on picture could not be loaded. Try another colour, or close the try-on and open it again.",
  );
  await expect(stage).toHaveAttribute('data-frame', '');
  await expect(dialog.getByRole('button', { name: 'Save picture' })).toBeDisabled();
  await page.getByTestId('try-on-colours').getByText('Beige').click();
  await expect(stage).toHaveAttribute('data-frame', /-beige-try-on\.svg/);
  await expect(dialog.getByRole('button', { name: 'Save picture' })).toBeEnabled();
});
