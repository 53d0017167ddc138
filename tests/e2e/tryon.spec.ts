import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import {
  choosePortrait,
  distance,
  expectFrameOnEyes,
  frameWidthFromPage,
  openTryOn,
  pngSize,
  PORTRAIT,
  PORTRAIT_EYES,
  PRODUCT,
  readStage,
  TRY_ON_DIALOG,
  type Point,
} from './tryon-helpers';
import { twoFacesPng } from './two-faces';

test.use({ viewport: { width: 1366, height: 900 } });
// Each test loads the model and searches a photo on a shared machine's CPU.
test.setTimeout(120_000);

/** What the try-on costs a page: its screens' chunk, face-api and the two nets' weights. */
const TRY_ON_FILES = /TryOnForProduct-|face-api\.esm-|_model-[\w-]+\.bin/;

test('the product page loads nothing of the try-on until it is opened, then serves it from its own origin', async ({
  page,
  baseURL,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(PRODUCT, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('try-on-button')).toBeVisible();
  expect(fetched.filter((url) => TRY_ON_FILES.test(url))).toEqual([]);

  const weights = page.waitForResponse((response) => /tiny_face_detector_model-[\w-]+\.bin$/.test(response.url()));
  await openTryOn(page);
  const response = await weights;
  expect(response.url().startsWith(`${baseURL}/assets/`)).toBe(true);
  expect(response.headers()['cache-control']).toContain('immutable');
  await expect.poll(() => fetched.filter((url) => TRY_ON_FILES.test(url)).length, { timeout: 30_000 }).toBe(4);
  // Everything over the network comes from the shop (the library is then imported from a blob: of its bytes).
  expect(fetched.filter((url) => /^https?:/.test(url) && !url.startsWith(baseURL!))).toEqual([]);
  await expect(page.getByTestId('try-on-privacy')).toHaveText(
    'Your camera and photos stay on this device. Nothing is uploaded or stored.',
  );
});

test('a photo gets the frame on the eyes at its real width, and the face shape with frames that suit it', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(PRODUCT);
  const frameWidthMm = await frameWidthFromPage(page);
  await openTryOn(page);
  const stage = await choosePortrait(page);
  const reading = await readStage(stage);

  // The app found the astronaut's eyes where they are.
  expect(distance(reading.eyes.left, PORTRAIT_EYES.left)).toBeLessThan(5);
  expect(distance(reading.eyes.right, PORTRAIT_EYES.right)).toBeLessThan(5);
  expect(reading.frameWidthMm).toBe(frameWidthMm);
  expectFrameOnEyes(reading, frameWidthMm);
  expect(reading.frame).toMatch(/-beige-try-on\.svg/);
  // The eyes tilt about 4° in the portrait; the frame follows.
  expect(reading.placement.angle).toBeGreaterThan(0.03);
  expect(reading.placement.angle).toBeLessThan(0.12);

  // The frame is really drawn: over the left lens the canvas is no longer the photo.
  const portrait = `data:image/png;base64,${fs.readFileSync(PORTRAIT).toString('base64')}`;
  // The stage shows a close-up of the face: canvas pixels are the photo's less the close-up's corner.
  const view = JSON.parse((await stage.getAttribute('data-view')) || '{"x":0,"y":0}') as Point;
  const [drawn, original] = await stage.locator('canvas').evaluate(
    async (canvas: HTMLCanvasElement, { src, at, view }) => {
      const photo = new Image();
      photo.src = src;
      await photo.decode();
      const scratch = document.createElement('canvas');
      scratch.width = photo.width;
      scratch.height = photo.height;
      scratch.getContext('2d')!.drawImage(photo, 0, 0);
      const pixel = (c: HTMLCanvasElement, corner: { x: number; y: number }) =>
        Array.from(c.getContext('2d')!.getImageData(Math.round(at.x - corner.x), Math.round(at.y - corner.y), 1, 1).data);
      return [pixel(canvas, view), pixel(scratch, { x: 0, y: 0 })];
    },
    { src: portrait, at: reading.eyes.left, view },
  );
  const difference = drawn.slice(0, 3).reduce((sum, value, i) => sum + Math.abs(value - original[i]!), 0);
  expect(difference).toBeGreaterThan(60);

  const shape = page.getByTestId('face-shape');
  await expect(shape.getByText('Oval face', { exact: true })).toBeVisible();
  await expect(shape.getByRole('link', { name: 'Square' })).toHaveAttribute('href', '/shape?shape=square');
  await expect(shape.getByRole('link')).toHaveCount(5);
  expect(uploads).toEqual([]);
});

test('colours switch on the face, and the picture saves as a PNG', async ({ page }) => {
  await page.goto(PRODUCT);
  await openTryOn(page);
  const stage = await choosePortrait(page);
  const before = await readStage(stage);
  await page.getByTestId('try-on-colours').getByText('Pink').click();
  await expect(stage).toHaveAttribute('data-frame', /-pink-try-on\.svg/);
  const after = await readStage(stage);
  expect(after.placement.x).toBeCloseTo(before.placement.x, 0);
  expect(after.placement.width).toBeCloseTo(before.placement.width, 0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save picture' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('nazzara-try-on-gucci-gg0162s-cat-eye-oversized-sunglasses-pink.png');
  // The picture on screen: a portrait close-up of the face (4:5) taken from the 512 px photo.
  const saved = pngSize((await file.path())!);
  expect(saved.width / saved.height).toBeCloseTo(0.8, 1);
  expect(saved.height).toBeGreaterThan(250);
  expect(saved.height).toBeLessThanOrEqual(512);
});

test('the photo can be removed at once: the try-on starts again from the camera or a photo', async ({ page }) => {
  await page.goto(PRODUCT);
  await openTryOn(page);
  await choosePortrait(page);
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await page.getByRole('button', { name: 'Remove my photo' }).click();
  const dialog = page.getByTestId('try-on-dialog');
  await expect(dialog.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'start');
  await expect(dialog.getByRole('button', { name: 'Remove my photo' })).toHaveCount(0);
  // Nothing left to compare the frames on, and the keyboard is on the camera's switch.
  await expect(dialog.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Use my camera' }).last()).toBeFocused();
  await expectNoSeriousAxeViolation(page, TRY_ON_DIALOG);
});

test('a picture without a face says so, and there is nothing to save', async ({ page }) => {
  await page.goto(PRODUCT);
  // A picture the shop itself draws: a pair of sunglasses and no face.
  const noFace = await page.getByTestId('main-media').screenshot();
  await openTryOn(page);
  await page.getByTestId('try-on-file').setInputFiles({ name: 'sunglasses.png', mimeType: 'image/png', buffer: noFace });
  const stage = page.getByTestId('try-on-stage');
  await expect(stage).toHaveAttribute('data-state', 'no-face', { timeout: 60_000 });
  await expect(page.getByTestId('try-on-notice')).toHaveText('We could not find a face. Face the camera in good light.');
  await expect(page.getByRole('button', { name: 'Save picture' })).toBeDisabled();
  await expect(page.getByTestId('face-shape')).toContainText('Shown once we can see your face.');
});

/** Follows a Similar Products link to a frame not seen yet: a client-side navigation, so memory stays. */
async function goToAnotherFrame(page: Page, visited: Set<string>) {
  const links = page.getByRole('region', { name: 'Similar Products' }).getByRole('link');
  for (const link of await links.all()) {
    const href = await link.getAttribute('href');
    if (!href?.startsWith('/product/') || visited.has(href)) continue;
    visited.add(href);
    await link.click();
    await page.waitForURL(`**${href}`);
    return;
  }
  throw new Error('No similar frame left to visit');
}

test('with two faces in the picture, the frame goes on the larger and the shopper is told', async ({ page }) => {
  await page.goto(PRODUCT);
  const frameWidthMm = await frameWidthFromPage(page);
  await openTryOn(page);
  await page.getByTestId('try-on-file').setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: twoFacesPng(PORTRAIT) });
  const stage = page.getByTestId('try-on-stage');
  await expect(stage).toHaveAttribute('data-state', 'placed', { timeout: 60_000 });
  await expect(stage).toHaveAttribute('data-faces', '2');
  await expect(page.getByTestId('try-on-notice')).toHaveText('We found more than one face and used the largest.');
  // The full-size portrait is on the left, where it was: its eyes, not the smaller copy's.
  const reading = await readStage(stage);
  expect(distance(reading.eyes.left, PORTRAIT_EYES.left)).toBeLessThan(8);
  expectFrameOnEyes(reading, frameWidthMm);
});

test('up to four frames compare side by side on the same photo, across product pages', async ({ page }) => {
  const visited = new Set([PRODUCT]);
  await page.goto(PRODUCT);
  await openTryOn(page);
  await choosePortrait(page);
  const dialog = page.getByRole('dialog');
  const close = dialog.getByRole('button', { name: 'Close the try-on' });
  await dialog.getByRole('button', { name: 'Add to compare' }).click();
  await expect(dialog.getByRole('button', { name: 'Added to compare' })).toBeDisabled();
  await dialog.getByTestId('try-on-colours').getByText('Pink').click();
  await dialog.getByRole('button', { name: 'Add to compare' }).click();

  // Frames from other pages: the photo stays in memory, so each opens on the same face.
  for (const count of [3, 4]) {
    await close.click();
    await goToAnotherFrame(page, visited);
    await openTryOn(page);
    await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'placed', { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Add to compare' }).click();
    await expect(dialog.getByRole('button', { name: `Compare (${count})` })).toBeEnabled();
  }
  await close.click();
  await goToAnotherFrame(page, visited);
  await openTryOn(page);
  await expect(dialog.getByRole('button', { name: 'Compare is full (4 frames)' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Compare (4)' }).click();
  await expect(dialog.getByRole('heading', { name: 'Compare frames' })).toBeVisible();
  const tiles = page.getByTestId('compare-tile');
  await expect(tiles).toHaveCount(4);
  for (const tile of await tiles.all()) await expect(tile).toHaveAttribute('data-frame', /-try-on\.svg/);
  const placements = await tiles.evaluateAll((figures) =>
    figures.map((f) => JSON.parse((f as HTMLElement).dataset.placement ?? 'null')),
  );
  // One photo, one pair of eyes: every frame is centred on the same point.
  for (const placement of placements) {
    expect(Math.abs(placement.x - placements[0].x)).toBeLessThanOrEqual(1);
    expect(Math.abs(placement.y - placements[0].y)).toBeLessThanOrEqual(1);
  }
  await expectNoSeriousAxeViolation(page, TRY_ON_DIALOG);
  await tiles
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(tiles).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Back to try-on' }).click();
  await expect(dialog.getByRole('button', { name: 'Add to compare' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Compare (3)' })).toBeEnabled();
});

test("the face-shape guide is linked from 'Pick your Shape' and links each face to its frame shapes", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('shape-picker').locator('..').getByRole('link', { name: 'Not sure? Find your face shape' }).click();
  await expect(page).toHaveURL(/\/face-shapes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your face shape');
  const guide = page.getByTestId('face-shape-guide');
  for (const face of ['Oval', 'Round', 'Square', 'Heart', 'Oblong'])
    await expect(guide.getByRole('heading', { name: face })).toBeVisible();
  const round = guide.locator('#round');
  await expect(round.getByRole('link', { name: 'Rectangle' })).toHaveAttribute('href', '/shape?shape=rectangle');
  await round.getByRole('link', { name: 'Rectangle' }).click();
  await expect(page).toHaveURL(/\/shape\?shape=rectangle$/);
});
