import { expect, test } from '@playwright/test';
import config from '../../playwright.config';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { fakeCameraVideo } from './fake-camera';
import {
  choosePortraitFrom,
  expectFrameOnEyes,
  frameWidthFromPage,
  openTryOn,
  PORTRAIT,
  PRODUCT,
  readStage,
  TRY_ON_DIALOG,
  type StageReading,
} from './tryon-helpers';

/** The portrait moves this far sideways half way through the fake camera's loop. */
const SHIFT = 64;

// Chromium's fake camera plays the portrait; with no WebGL the model runs on its CPU fallback.
// The full browser: the headless shell the other specs use finds no camera, fake or not.
test.use({
  viewport: { width: 1366, height: 900 },
  launchOptions: {
    ...config.use?.launchOptions,
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCameraVideo(PORTRAIT, SHIFT)}`,
      // No GPU and no software rasteriser: no WebGL at all, not even in an OffscreenCanvas.
      '--disable-software-rasterizer',
    ],
  },
});
test.setTimeout(240_000);

test.describe('with the camera allowed', () => {
  test.use({ permissions: ['camera'] });

  test('the live camera puts the frame on the face, follows it, and stops on close', async ({ page }) => {
    await page.goto(PRODUCT);
    const frameWidthMm = await frameWidthFromPage(page);
    const dialog = await openTryOn(page);
    await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
    const stage = page.getByTestId('try-on-stage');
    await expect(stage).toHaveAttribute('data-source', 'camera');
    await expect(stage).toHaveAttribute('data-state', 'placed', { timeout: 60_000 });
    await expect(dialog).toHaveAttribute('data-backend', 'cpu');

    // Collect readings until the face has been seen in both places of the loop.
    const readings: StageReading[] = [];
    const spread = () => {
      const xs = readings.map((r) => r.placement.x / r.faceWidth);
      return xs.length > 0 ? Math.max(...xs) - Math.min(...xs) : 0;
    };
    await expect
      .poll(
        async () => {
          const reading = await readStage(stage);
          const last = readings.at(-1);
          if (reading.placement && reading.placement.x !== last?.placement.x) readings.push(reading);
          return spread();
        },
        { timeout: 150_000, intervals: [250] },
      )
      // 64 px against a face about 95 px wide between the ears.
      .toBeGreaterThan(0.45);
    for (const reading of readings) expectFrameOnEyes(reading, frameWidthMm);
    // The same face as the photo, averaged over the readings: the same estimate.
    await expect(page.getByTestId('face-shape').getByText('Oval face', { exact: true })).toBeVisible();

    const liveTracks = () =>
      page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="try-on-stage"] video');
        return (video?.srcObject as MediaStream | null)?.getTracks().filter((t) => t.readyState === 'live').length ?? 0;
      });
    expect(await liveTracks()).toBe(1);
    const track = await page.evaluateHandle(
      () =>
        (
          document.querySelector<HTMLVideoElement>('[data-testid="try-on-stage"] video')?.srcObject as MediaStream
        ).getTracks()[0]!,
    );
    await dialog.getByRole('button', { name: 'Close the try-on' }).click();
    await expect(dialog).toBeHidden();
    expect(await track.evaluate((t) => t.readyState)).toBe('ended');
  });

  test('comparing from the camera keeps this moment as the photo', async ({ page }) => {
    await page.goto(PRODUCT);
    const dialog = await openTryOn(page);
    await dialog.getByRole('button', { name: 'Add to compare' }).click();
    await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
    await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'placed', { timeout: 60_000 });
    // The camera view, live: its canvas, notice and controls.
    await expectNoSeriousAxeViolation(page, TRY_ON_DIALOG);
    await dialog.getByRole('button', { name: 'Compare (1)' }).click();
    const tile = page.getByTestId('compare-tile');
    await expect(tile).toHaveAttribute('data-frame', /-try-on\.svg/, { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Back to try-on' }).click();
    await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-source', 'photo');
  });
});

test('a refused camera says so and offers a photo', async ({ page }) => {
  await page.goto(PRODUCT);
  const dialog = await openTryOn(page);
  await dialog.getByRole('button', { name: 'Use my camera' }).first().click();
  const notice = page.getByTestId('try-on-notice');
  await expect(notice).toContainText('Camera access is blocked.');
  await choosePortraitFrom(page, notice);
});
