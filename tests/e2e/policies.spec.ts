import { expect, test } from '@playwright/test';

// Every figure of SPEC §9 must stand on the policy pages, word for word where the SPEC gives the words.
const figures: Record<string, string[]> = {
  '/return-policy': [
    'exchange within 48 hours',
    '10-15 working days',
    'refund within 48 hours',
    '10-45 days',
    'within 24 hours',
    '7-21 working days',
    'cancel an order within 24 hours',
    'Report damaged goods within 24 hours',
    'return within 7 days',
  ],
  '/shipping-delivery': [
    'United Arab Emirates',
    '24-48 hours',
    'Order before 10:00',
    '4-6 hours',
    'extra 2 AED per km beyond 25 km',
    'KSA, Kuwait, Qatar, Bahrain, Oman',
    'Flat AED 60',
    '4-7 days',
    'US, Europe, Australia',
    'From AED 80',
    '7-10 days',
    'up to 45 extra working days',
    '1-3 working days',
    '4-8 weeks',
    'maximum of two delivery attempts',
  ],
  '/terms-and-conditions': ['minors under 18 may not register'],
  '/privacy-policy': ['We do not sell your data'],
};

for (const [path, texts] of Object.entries(figures)) {
  test(`${path} carries its figures`, async ({ page }) => {
    await page.goto(path);
    const body = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const text of texts) expect(body.toLowerCase()).toContain(text.toLowerCase());
  });
}

test('the shipping table lists every destination with cost and time', async ({ page }) => {
  await page.goto('/shipping-delivery');
  const rows = page.getByRole('table', { name: 'Shipping rates and delivery times by destination' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Free');
  await expect(rows.nth(1)).toContainText('before 10:00');
  await expect(rows.nth(2)).toContainText('Flat AED 60');
  await expect(rows.nth(3)).toContainText('From AED 80');
});
