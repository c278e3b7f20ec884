// Sign-in dialogs, routes and the session: validation messages, register and login by role, guards, logout, time-out,
// and a security alert's link that ends every session.

import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import {
  PASSWORD,
  emailedLink,
  enrolAdmin,
  logInThroughDialog,
  registerThroughDialog,
  runOps,
  uniqueEmail,
} from './support';
import { walletBalance } from './on-screen';

test("the login dialog's messages, its inline forgot-password mode, and nothing sent while invalid", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/')) calls.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  // Each empty field says so under itself, and the first one takes the focus.
  for (const label of ['Email address', 'Password']) {
    await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription('Please fill in all fields');
  }
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  await dialog.getByLabel('Email address').fill('not an address');
  await dialog.getByLabel('Password').focus();
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email address').clear();
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Please enter your email address');
  expect(calls).toEqual([]);
  // Only the server knows which addresses exist: its refusal lands on the field it names.
  await dialog.getByLabel('Email address').fill('nobody-here@example.com');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription(
    'Email address not found in our records',
  );
  await expect(dialog.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  await dialog.getByLabel('Email address').fill('nobody-here@example.com');
  await dialog.getByLabel('Password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('each field of the register dialog says what is wrong with it, with nothing sent until all are right', async ({
  page,
}) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/auth/register.php')) sent = true;
  });
  await page.goto('/');
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('openRegisterModal')));
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  const submit = dialog.getByRole('button', { name: 'Create Account' });
  await submit.click();
  for (const label of ['Username', 'Email address', 'Confirm password']) {
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription('Please fill in all fields');
  }
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Please fill in all fields');
  await expect(dialog.getByLabel(/I agree to the/)).toHaveAccessibleDescription(
    'Please agree to the Terms of Service and Privacy Policy',
  );
  await dialog.getByLabel('Username').fill('Ann');
  await dialog.getByLabel('Email address').fill('ann@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill('something else');
  await submit.click();
  await expect(dialog.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  await expect(dialog.getByLabel('Username')).not.toHaveAttribute('aria-invalid');
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await expect(dialog.getByLabel('Confirm password')).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expect(dialog.getByLabel(/I agree to the/)).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(false);
});

test('the dialog keeps focus inside and closes on Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('openForgotPasswordModal prefills the email; the standalone dialog closes itself 3 s after sending and returns to login', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await registerThroughDialog(page, email);
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/');
  await page.evaluate(
    (address) => window.dispatchEvent(new CustomEvent('openForgotPasswordModal', { detail: { email: address } })),
    email,
  );
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.getByLabel('Email address')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Password reset link sent to ${email}`);
  await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible({ timeout: 5_000 });
});

test('showToast shows each kind and closes it after 3 s', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('showToast', { detail: { message: 'Hello there', type: 'success' } })),
  );
  const toast = page.locator('[data-toast="success"]', { hasText: 'Hello there' });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4_500 });
});

test('register goes to /dashboard with the local session keys, and an existing email offers a reset link', async ({
  page,
}) => {
  const email = uniqueEmail('member');
  await registerThroughDialog(page, email, 'Ann Member');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(walletBalance(page)).toHaveText('$0.00');
  await expect(page).toHaveTitle(/Dashboard/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored).toMatchObject({
    isLoggedIn: 'true',
    userRole: 'user',
    userEmail: email,
    username: 'Ann Member',
    walletBalance: '0.00',
  });
  expect(stored.userId).toBeTruthy();
  expect(Number(stored.lastActivity)).toBeGreaterThan(0);

  // Logout: the server is called, local storage is cleared, and the visitor is home.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Username').fill('Ann Again');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  const exists = page.getByRole('dialog', { name: 'Email already exists' });
  await exists.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Password reset link sent to ${email}` })).toBeVisible();
});

test('a user is sent away from /admin to /dashboard; an admin logs in to /admin', async ({ page }) => {
  // Three operator commands (promote, two-factor, a code) each start a process.
  test.setTimeout(90_000);
  const email = uniqueEmail('admin');
  await registerThroughDialog(page, email);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);

  const secret = enrolAdmin(email);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logInThroughDialog(page, email);
  // Every admin has two-factor on (docs/decisions/042): the code of the secret user:two-factor printed.
  const step = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await step.getByLabel('Authentication code').fill(runOps('two-factor:code', secret).stdout.trim());
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Super Admin')).toBeVisible();
  // The spec's ten screens and Held Payments (docs/decisions/026).
  await expect(page.getByRole('navigation', { name: 'Admin area' }).getByRole('link')).toHaveCount(11);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a visitor is sent home from member pages and to the login dialog from admin pages', async ({ page }) => {
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
});

test('after the inactivity time-out (shortened for the test) the member is logged out and sent home', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('inactivityTimeoutMs', '2500'));
  await registerThroughDialog(page, uniqueEmail('idle'));
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored.isLoggedIn).toBeUndefined();
  expect(stored.userRole).toBeUndefined();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('the member sidebar becomes a slide-over on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerThroughDialog(page, uniqueEmail('phone'));
  await expect(page.getByRole('navigation', { name: 'Member area' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Member area' });
  await drawer.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(drawer).toBeHidden();
});

test('the emailed reset link opens the set-new-password dialog', async ({ page }) => {
  await page.goto('/?reset_token=not-a-real-token');
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' });
  await dialog.getByLabel('New password', { exact: true }).fill('new password 1');
  await dialog.getByLabel('Confirm new password').fill('new password 2');
  await dialog.getByRole('button', { name: 'Set New Password' }).click();
  await expect(dialog.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  await dialog.getByLabel('Confirm new password').fill('new password 1');
  await dialog.getByRole('button', { name: 'Set New Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This password reset link is invalid or has expired');
});

test("a security alert's link ends every session, once, from its dialog", async ({ page, browser }) => {
  const email = uniqueEmail('sign-out-everywhere');
  await registerThroughDialog(page, email);
  // A sign-in from a browser new to the account mails an alert with the link (docs/decisions/050).
  const other = await (await browser.newContext()).newPage();
  await other.goto('/');
  await logInThroughDialog(other, email);
  await expect(other).toHaveURL(/\/dashboard$/);
  const link = await emailedLink(email, 'New sign-in to your account', 'sign_out');

  // The link opens a dialog: nothing ends until its one button is pressed (a mail scanner ends nothing).
  await other.goto(link);
  const dialog = other.getByRole('dialog', { name: 'Sign out everywhere' });
  expect((await page.request.get('/php-backend/api/auth/me.php')).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(dialog.getByRole('status')).toHaveText(MESSAGES.signedOutEverywhere);
  expect((await page.request.get('/php-backend/api/auth/me.php')).status()).toBe(401);
  // Then it offers a password reset.
  await dialog.getByRole('button', { name: 'Reset my password' }).click();
  await expect(other.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();

  // The same link again is refused, and says why.
  await other.goto(link);
  await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.signOutLinkInvalid);
});
