import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { tabTo } from './keyboard-helpers';
import { PORTRAIT, PRODUCT, TRY_ON_DIALOG } from './tryon-helpers';

test.use({ viewport: { width: 1366, height: 900 } });
// The model loads and searches the photo on a shared machine's CPU.
test.setTimeout(120_000);

/**
 * The whole try-on with the keys a keyboard user has (Tab, Shift+Tab, arrows, Enter, Escape):
 * nothing is focused or clicked by script, so a control out of the tab order fails here.
 */
test('usable by keyboard alone: open, pick a photo, switch colour, save, close', async ({ page }) => {
  await page.goto(PRODUCT);
  const button = page.getByTestId('try-on-button');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Virtual try-on' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close the try-on' })).toBeFocused();
  await expectNoSeriousAxeViolation(page, TRY_ON_DIALOG);

  // Enter on 'Choose a photo' opens the file picker (the browser's own window, outside the page).
  // Waited for before the Tab presses: Playwright asks the page to hand it the picker without waiting
  // for the answer, and a key press (sent through the browser, not the page) can overtake that
  // request; the Tab loop's checks in the page come after it.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, dialog.getByRole('button', { name: 'Choose a photo' }).first());
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(PORTRAIT);
  const stage = page.getByTestId('try-on-stage');
  await expect(stage).toHaveAttribute('data-state', 'placed', { timeout: 60_000 });
  // The start screen's button has gone with it: the focus is on the panel's camera switch, not lost to the page.
  await expect(dialog.getByRole('button', { name: 'Use my camera' })).toBeFocused();

  // The colours are one radio group, one tab stop: Tab lands on the checked colour, an arrow picks the next.
  await tabTo(page, dialog.getByRole('radio', { name: 'Beige' }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Pink' })).toBeChecked();
  await expect(stage).toHaveAttribute('data-frame', /-pink-try-on\.svg/);

  const save = dialog.getByRole('button', { name: 'Save picture' });
  await tabTo(page, save);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/-pink\.png$/);

  // Compare and back without losing the focus: each control that goes or changes hands it on.
  await tabTo(page, dialog.getByRole('button', { name: 'Add to compare' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Added to compare' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Compare (1)' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Compare frames' })).toBeFocused();
  await tabTo(page, dialog.getByRole('button', { name: 'Back to try-on' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Compare (1)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: /^Remove / }));
  await page.keyboard.press('Enter');
  // The last frame removed: back on the try-on, on the button that adds one again; adding stays there.
  await expect(dialog.getByRole('button', { name: 'Add to compare' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Added to compare' })).toBeFocused();
  await expect(dialog.getByRole('heading', { name: 'Compare frames' })).toHaveCount(0);

  // Shift+Tab goes back to the colours, whose tab stop is now the colour picked.
  await tabTo(page, dialog.getByRole('radio', { name: 'Pink' }), { backwards: true });
  await expectNoSeriousAxeViolation(page, TRY_ON_DIALOG);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
