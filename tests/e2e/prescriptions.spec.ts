import { expect, test, type Page } from '@playwright/test';
import { signUp, toast } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';

/** Issue 11: My Prescriptions in the profile: uploads only their owner can read, and saved prescriptions. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openPrescriptions(page: Page) {
  await page.goto('/profile?activetab=prescriptions');
  await expect(page.getByRole('heading', { name: 'Saved prescriptions' })).toBeVisible();
}

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel('Prescription file (JPEG, PNG or PDF, up to 10 MB)').setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

test('an uploaded PNG is listed for its owner, downloads for them, and is a 404 for another customer', async ({
  page,
  browser,
}) => {
  await signUp(page.request, 'Rana');
  await openPrescriptions(page);
  await expect(page.getByText('No uploaded prescriptions yet.')).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await chooseFile(page, 'my-prescription.png', 'image/png', PNG);
  await expect(toast(page, 'Prescription uploaded.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'my-prescription.png' });
  await expect(item).toBeVisible();
  const href = await item.getByRole('link', { name: 'Download' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/prescription-files\/[A-Za-z0-9_-]{32}$/);

  const own = await page.request.get(href!);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await own.body())).toEqual(PNG);

  const other = await browser.newContext();
  try {
    await signUp(other.request, 'Omar');
    const stranger = await other.request.get(href!);
    expect(stranger.status()).toBe(404);
    expect(await stranger.json()).toEqual({ error: { message: 'No prescription file found with this ID.' } });
    const ownList = await other.request.get('/api/prescription-files');
    expect(await ownList.json()).toEqual({ files: [] });
  } finally {
    await other.close();
  }
  // Nor can a visitor who is not signed in.
  const anonymous = await browser.newContext();
  try {
    expect((await anonymous.request.get(href!)).status()).toBe(404);
  } finally {
    await anonymous.close();
  }
});

test('an upload answered before the catalogue its click sent for has come still says so in full', async ({ page }) => {
  await signUp(page.request, 'Rana');
  await openPrescriptions(page);
  // The whole catalogue is held back until the upload has been answered, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/messages-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/prescription-files') && response.request().method() === 'POST',
  );
  await chooseFile(page, 'late-catalogue.png', 'image/png', PNG);
  expect((await answered).status()).toBe(201);
  release();
  await expect(toast(page, 'Prescription uploaded.')).toBeVisible();
  await expect(toast(page, 'Success')).toBeVisible();
});

test('a file of the wrong type or over 10 MB gets a clear message and is not kept', async ({ page }) => {
  await signUp(page.request, 'Huda');
  await openPrescriptions(page);

  // Named .png, but the content is text: the server reads the content.
  await chooseFile(page, 'prescription.png', 'image/png', Buffer.from('this is not an image'));
  const message = page.getByRole('alert').filter({ hasText: 'This file is not a JPEG, PNG or PDF.' });
  await expect(message).toBeVisible();
  await expect(page.getByLabel('Prescription file (JPEG, PNG or PDF, up to 10 MB)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolation(page);

  const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
  await chooseFile(page, 'huge.png', 'image/png', big);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The file is larger than 10 MB. Upload a smaller photo or scan.' }),
  ).toBeVisible();
  // The server says the same to a client that skips the browser's check.
  const posted = await page.request.post('/api/prescription-files', {
    multipart: { file: { name: 'huge.png', mimeType: 'image/png', buffer: big } },
    headers: { Accept: 'application/json' },
  });
  expect(posted.status()).toBe(413);
  expect(await posted.json()).toEqual({ error: { message: 'The file is larger than 10 MB. Upload a smaller photo or scan.' } });

  await page.reload();
  await expect(page.getByText('No uploaded prescriptions yet.')).toBeVisible();
});

async function choose(page: Page, eye: 'Right eye (OD)' | 'Left eye (OS)', field: string, value: string) {
  await page.getByRole('group', { name: eye }).getByLabel(field).selectOption(value);
}

test('a saved prescription is added, checked, edited and deleted', async ({ page }) => {
  await signUp(page.request, 'Sara');
  await openPrescriptions(page);
  await page.getByRole('link', { name: 'Add prescription' }).click();
  await expect(page.getByRole('heading', { name: 'New prescription' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByLabel('Name').fill('My glasses');
  await page.getByLabel('Date of the eye test').fill('2025-09-14');
  await choose(page, 'Right eye (OD)', 'SPH (sphere)', '-2.25');
  await choose(page, 'Right eye (OD)', 'CYL (cylinder)', '-0.50');
  await choose(page, 'Left eye (OS)', 'SPH (sphere)', '-2.00');
  await page.getByLabel('PD (mm)', { exact: true }).selectOption('63');
  await page.getByRole('button', { name: 'Save prescription' }).click();
  // CYL without AXIS: the shared rule's message, next to the field, which gets the focus.
  const axis = page.getByRole('group', { name: 'Right eye (OD)' }).getByLabel('AXIS');
  await expect(page.getByText('Right eye (OD): a cylinder (CYL) needs its AXIS (1 to 180).')).toBeVisible();
  await expect(axis).toBeFocused();
  await expectNoSeriousAxeViolation(page);

  await axis.selectOption('90');
  await page.getByRole('button', { name: 'Save prescription' }).click();
  await expect(toast(page, 'Prescription saved.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'My glasses' }) });
  await expect(card).toContainText('SPH −2.25 CYL −0.50 AXIS 90');
  await expect(card).toContainText('SPH −2.00');
  await expect(card).toContainText('63');

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit prescription' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Right eye (OD)' }).getByLabel('AXIS')).toHaveValue('90');
  await page.getByLabel('Name').fill('Reading glasses');
  await choose(page, 'Left eye (OS)', 'ADD (near addition)', '+1.50');
  await page.getByLabel('One for each eye').check();
  await page.getByLabel('Right PD (mm)').selectOption('31.5');
  await page.getByLabel('Left PD (mm)').selectOption('32');
  // ADD on one eye only: both or neither, the eye without it is named.
  await page.getByRole('button', { name: 'Save prescription' }).click();
  await expect(
    page.getByText('Right eye (OD): choose the ADD (near addition) too, as the other eye has one, or clear both.'),
  ).toBeVisible();
  await choose(page, 'Right eye (OD)', 'ADD (near addition)', '+1.50');
  await page.getByRole('button', { name: 'Save prescription' }).click();
  await expect(toast(page, 'Prescription saved.')).toBeVisible();
  const edited = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Reading glasses' }) });
  await expect(edited).toContainText('SPH −2.25 CYL −0.50 AXIS 90 ADD +1.50');
  await expect(edited).toContainText('SPH −2.00 ADD +1.50');
  await expect(edited).toContainText('R 31.5 / L 32');
  await expect(page.getByRole('heading', { name: 'My glasses' })).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await edited.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Prescription deleted.')).toBeVisible();
  await expect(page.getByText('No saved prescriptions yet.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the upload form and the prescription form post and answer in the page', async ({ page }) => {
    await signUp(page.request, 'Lina');
    await openPrescriptions(page);
    await page
      .getByLabel('Prescription file (JPEG, PNG or PDF, up to 10 MB)')
      .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\?activetab=prescriptions$/);
    await expect(toast(page, 'Prescription uploaded.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'scan.png' })).toBeVisible();

    await page
      .getByLabel('Prescription file (JPEG, PNG or PDF, up to 10 MB)')
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(toast(page, 'This file is not a JPEG, PNG or PDF.')).toBeVisible();

    await page.getByRole('link', { name: 'Add prescription' }).click();
    await page.getByLabel('Name').fill('Sunglasses');
    await page.getByLabel('Date of the eye test').fill('2025-01-20');
    await choose(page, 'Right eye (OD)', 'SPH (sphere)', '+1.00');
    await choose(page, 'Left eye (OS)', 'SPH (sphere)', '+1.25');
    await page.getByRole('button', { name: 'Save prescription' }).click();
    // The server's check, under the field: no PD was chosen.
    await expect(page.getByLabel('PD (mm)', { exact: true })).toHaveAccessibleDescription('Choose your PD (pupillary distance).');
    await page.getByLabel('PD (mm)', { exact: true }).selectOption('64.5');
    await page.getByRole('button', { name: 'Save prescription' }).click();
    await expect(page.getByRole('heading', { name: 'Sunglasses' })).toBeVisible();
  });
});
