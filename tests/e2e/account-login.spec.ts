import { expect, test } from '@playwright/test';
import { DEMO, logInAs, signUp, toast, uniqueEmail } from './account-helpers';

test.describe('login page', () => {
  test('shows the form and links to sign-up', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('checks the fields before posting', async ({ page }) => {
    await page.goto('/login');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('layla.example.com');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeHidden();
    expect(posts).toEqual([]);
  });

  test('a wrong password says so in a toast', async ({ page }) => {
    await logInAs(page, uniqueEmail('nobody'), 'not-the-password');
    await expect(toast(page, 'Invalid email or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('says Loading... while signing in, then greets and goes home', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    // Hold the action's answer so the busy state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/login.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'data-signed-in',
      'true',
    );
  });

  test('returns to the page that asked for a sign-in', async ({ page }) => {
    await page.goto('/profile?activetab=order');
    await expect(page).toHaveURL(/\/login$/);
    await logInAs(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/profile\?activetab=order$/);
    await expect(page.getByText('#1001')).toBeVisible();
  });

  test('a signed-in customer is sent from /login and /register to /profile', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('login without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the fields and answers wrong passwords', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    const email = uniqueEmail('nobody');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    // The page is drawn afresh: the email typed is still there, the password is not.
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('signs in and out', async ({ page }) => {
    await logInAs(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.firstName}!` })).toBeVisible();
    // Something the tab holds in memory, as the try-on holds a photo.
    await page.evaluate(() => Object.assign(window, { heldForTheCustomer: true }));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have logged out. Thank you for visiting!')).toBeVisible();
    // A new document: nothing of the signed-in tab's memory is left for the next person at this device.
    expect(await page.evaluate(() => 'heldForTheCustomer' in window)).toBe(false);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});
