// Re-authentication in the browser (docs/decisions/050): creating an API key and deleting the account ask for the
// password again in their dialogs; without it nothing is sent, a wrong one is refused on its field and nothing changes,
// the right one does it. REAUTH_SHOTS_DIR keeps screenshots of each dialog at 390 and 1280 px.

import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { walletBalance } from './on-screen';
import { PASSWORD, fundMember, registerThroughDialog, uniqueEmail } from './support';

const SHOTS = process.env.REAUTH_SHOTS_DIR;

// Each refusal and the change itself check the password (scrypt) on a shared machine.
test.describe.configure({ timeout: 60_000 });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/** Sends the dialog with `password` typed (none when null) and expects `message` on the password field. */
async function refusedWith(dialog: Locator, submit: string, password: string | null, message: string) {
  const field = dialog.getByLabel('Your password');
  await field.fill(password ?? '');
  await dialog.getByRole('button', { name: submit }).click();
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

test('creating an API key asks for the password in its dialog', async ({ page }) => {
  await registerThroughDialog(page, uniqueEmail('reauth-key'));
  await fundMember(page, 5_000);
  await page.goto('/api-keys');
  await expect(walletBalance(page)).toHaveText('$50.00');
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await dialog.getByLabel('Key Name').fill('Server');

  await refusedWith(dialog, 'Create API Key', null, MESSAGES.enterCurrentPassword);
  await refusedWith(dialog, 'Create API Key', 'not my password', MESSAGES.currentPasswordIncorrect);
  await shoot(page, 'create-key-refused');
  await expect(walletBalance(page)).toHaveText('$50.00');

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create API Key' }).click();
  await expect(page.getByRole('dialog', { name: 'Your new API key' })).toBeVisible();
  await expect(walletBalance(page)).toHaveText('$21.00');
});

test('deleting the account asks for the password in its dialog', async ({ page }) => {
  await registerThroughDialog(page, uniqueEmail('reauth-delete'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');

  await refusedWith(dialog, 'Delete Account', null, MESSAGES.enterCurrentPassword);
  await refusedWith(dialog, 'Delete Account', 'not my password', MESSAGES.currentPasswordIncorrect);
  await shoot(page, 'delete-account-refused');
  // Refused: the account is still there.
  expect((await page.request.get('/php-backend/api/auth/me.php')).status()).toBe(200);

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/php-backend/api/auth/me.php')).status()).toBe(401);
});
