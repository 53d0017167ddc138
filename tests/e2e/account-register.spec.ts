import { expect, test, type Page } from '@playwright/test';
import { logInAs, PASSWORD, signUp, toast, uniqueEmail } from './account-helpers';

async function fillRegistration(page: Page, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    password_confirmation: 'Confirm password',
  };
  for (const [field, value] of Object.entries(values)) await page.getByLabel(labels[field]!, { exact: true }).fill(value ?? '');
}

test.describe('registration', () => {
  test('shows the form and links to login', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
    for (const name of ['firstName', 'lastName', 'email', 'password', 'password_confirmation']) {
      await expect(page.locator(`input[name="${name}"]`)).toBeVisible();
    }
    await page.getByRole('link', { name: 'login to your account' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('names every missing field', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test('checks the email and the confirmation', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, {
      firstName: 'Omar',
      lastName: 'Saleh',
      email: 'omar@example',
      password: PASSWORD,
      password_confirmation: `${PASSWORD}!`,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeHidden();
  });

  test('asks for 8 characters in the browser, and the server refuses a common password', async ({ page }) => {
    await page.goto('/register');
    const person = { firstName: 'Omar', lastName: 'Saleh', email: uniqueEmail('omar') };
    await fillRegistration(page, { ...person, password: 'Ab3-xyz', password_confirmation: 'Ab3-xyz' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    // Long enough, but among the first passwords any guesser tries: only the server knows the list.
    await fillRegistration(page, { password: 'Password123', password_confirmation: 'Password123' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('shows the server message for a taken email', async ({ page }) => {
    const email = await signUp(page.context().request);
    await page.context().clearCookies();
    await page.goto('/register');
    await fillRegistration(page, {
      firstName: 'Omar',
      lastName: 'Saleh',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Email has already been taken')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('register, log out, log in again', async ({ page }) => {
    const email = uniqueEmail('omar');
    await page.goto('/register');
    await fillRegistration(page, {
      firstName: 'Omar',
      lastName: 'Saleh',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Welcome, Omar!' })).toBeVisible();
    await expect(page.getByText('Manage your profile and preferences here.')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'You have logged out. Thank you for visiting!')).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    await logInAs(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toast(page, 'Logged in successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Omar!' })).toBeVisible();
  });

  test('goes on to the page that asked for an account', async ({ page }) => {
    await page.goto('/profile?activetab=address');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await fillRegistration(page, {
      firstName: 'Huda',
      lastName: 'Ali',
      email: uniqueEmail('huda'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/profile\?activetab=address$/);
    await expect(page.getByText('No addresses available')).toBeVisible();
  });
});

test.describe('registration without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the form and keeps what was typed', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, { firstName: 'Omar', email: 'omar@example.com', password: 'a', password_confirmation: 'b' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Omar');
    await expect(page.getByLabel('Email')).toHaveValue('omar@example.com');
  });
});
