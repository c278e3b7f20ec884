// Two-factor sign-in as users meet it (docs/decisions/042, 043): enrolling from the profile with a code computed from
// the key on screen, signing in again with a code and with a recovery code, and an admin refused until enrolled.

import { expect, test, type Page } from '@playwright/test';
import { currentTotpCode } from '../../functions/domain/auth/totp.js';
import { TOTP_PERIOD_S } from '../../shared/constants.js';
import { twoFactorKey } from './on-screen';
import { PASSWORD, logInThroughDialog, registerThroughDialog, runOps, uniqueEmail } from './support';

/** The code an app shows `stepsAhead` steps from now; one step of drift is allowed, so 1 is a step not used yet. */
// Each sign-in hashes the password twice over (scrypt); the journeys sign in three times.
test.setTimeout(120_000);

const codeOf = (secret: string, stepsAhead = 0) =>
  currentTotpCode(secret, new Date(Date.now() + stepsAhead * TOTP_PERIOD_S * 1000));

/** Turns two-factor on from the Account Security section of the page: the key shown and the ten recovery codes. */
async function enrolOnScreen(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Turn On Two-Factor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await twoFactorKey(dialog).textContent())!;
  const code = dialog.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill(codeOf(secret));
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  const list = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  const recoveryCodes = await list.allTextContents();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return { secret, recoveryCodes };
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The login dialog up to its code step, whose field is focused. */
async function passwordStep(page: Page, email: string) {
  await logInThroughDialog(page, email);
  const step = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await expect(step.getByLabel('Authentication code')).toBeFocused();
  return step;
}

test('a member enrols with the key on screen, then signs in with a code and with a recovery code', async ({ page }) => {
  const email = uniqueEmail('two-factor');
  await registerThroughDialog(page, email);
  await page.goto('/profile');
  const { secret, recoveryCodes } = await enrolOnScreen(page);
  await expect(page.getByText(/^On: a code from your authenticator app/)).toBeVisible();

  await logOut(page);
  const step = await passwordStep(page, email);
  await step.getByLabel('Authentication code').fill(codeOf(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOut(page);
  const again = await passwordStep(page, email);
  await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await again.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await expect(page.getByText(/\(9 recovery codes left\)/)).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByText('This session')).toBeVisible();
  // Named by its browser and system, not by the raw user agent.
  await expect(sessions.getByText(/^Chrome \d+ on Linux/).first()).toBeVisible();
});

test('an admin is refused the back office until two-factor is on, then taken where they were going', async ({
  page,
}) => {
  const email = uniqueEmail('admin-2fa');
  await registerThroughDialog(page, email);
  expect(runOps('user:promote', email).code).toBe(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/security\?next=%2Fadmin%2Fusers$/);
  await expect(page.getByRole('alert')).toHaveText('Turn on two-factor sign-in to use the admin area.');
  const refused = await page.request.get('/php-backend/api/admin/stats.php');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

  // Enrolling from this session counts as its second factor (docs/decisions/050): once the recovery codes are put
  // away, the admin lands on the screen they asked for.
  await enrolOnScreen(page);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('Super Admin')).toBeVisible();

  // An admin has no member profile: the security page, linked from the top bar, is where they change their password.
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await dialog.getByLabel('New Password', { exact: true }).fill('admin new secret 1');
  await dialog.getByLabel('Confirm New Password').fill('admin new secret 1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
});
