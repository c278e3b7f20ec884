// The Profile screen: changing the password, saving notification settings, deleting the account.

import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { fundMember, PASSWORD, registerThroughDialog, uniqueEmail } from './support';

const SHOTS = process.env.E2E_SHOTS;

/** The screen at a phone's and a desktop's width, when screenshots are asked for. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

// Each journey hashes several passwords (scrypt) on a shared machine.
test.describe.configure({ timeout: 60_000 });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  return dialog;
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a member changes the password and logs in with the new one', async ({ page }) => {
  const email = uniqueEmail('e2e-password');
  await registerThroughDialog(page, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });

  await dialog.getByLabel('Current Password').fill('not my password');
  await dialog.getByLabel('New Password', { exact: true }).fill('my new secret 1');
  await dialog.getByLabel('Confirm New Password').fill('my new secret 2');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('New passwords do not match')).toBeVisible();

  await dialog.getByLabel('Confirm New Password').fill('my new secret 1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await logOut(page);
  const refused = await logIn(page, email, PASSWORD);
  await expect(refused.getByRole('alert')).toHaveText('Invalid email or password');
  await logIn(page, email, 'my new secret 1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member saves notification settings and finds them after a reload', async ({ page }) => {
  await registerThroughDialog(page, uniqueEmail('e2e-settings'));
  await page.goto('/profile');
  const orderUpdates = page.getByRole('switch', { name: 'Order Updates' });
  const push = page.getByRole('switch', { name: 'Push Notifications' });
  const sms = page.getByRole('switch', { name: 'SMS Notifications' });
  await expect(orderUpdates).toBeChecked();
  await expect(push).toBeChecked();
  // The account has no phone number: SMS is off and cannot be turned on, and says why.
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeDisabled();
  await expect(sms).toHaveAccessibleDescription(MESSAGES.smsNeedsPhone);

  await page.getByText('Order Updates', { exact: true }).click();
  await page.getByText('Push Notifications', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Notification settings saved successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Order Updates' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'SMS Notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Lease Expiry' })).toBeChecked();
  await page.getByRole('switch', { name: 'SMS Notifications' }).scrollIntoViewIfNeeded();
  await shoot(page, 'notification-settings');
});

test('a member deletes the account, is sent home and can no longer log in', async ({ page }) => {
  const email = uniqueEmail('e2e-delete');
  await registerThroughDialog(page, email);
  await fundMember(page, 1_250);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog).toContainText('Your wallet balance of $12.50 will be lost');

  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Please type DELETE to confirm account deletion.')).toBeVisible();

  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  const refused = await logIn(page, email, PASSWORD);
  await expect(refused.getByRole('alert')).toHaveText('Invalid email or password');
});
