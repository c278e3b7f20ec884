// The API Keys screen as a member uses it: Add Funds in place of Create while the balance is short; then a key created
// for $29, shown in full once, listed by its first 20 characters, disabled and deleted.

import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { PASSWORD, fundMember, registerThroughDialog, uniqueEmail } from './support';
import { walletBalance } from './on-screen';

test('a member creates an API key, sees it once, disables it and deletes it', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughDialog(page, uniqueEmail('keys'));
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.getByText(MESSAGES.noApiKeys)).toBeVisible();

  // With $0.00 the dialog warns and offers Add Funds instead of Create.
  await page.getByRole('button', { name: 'Create API Key' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await expect(dialog.getByRole('alert')).toContainText(MESSAGES.insufficientBalanceForApiKey('$0.00'));
  await expect(dialog.getByRole('button', { name: 'Create API Key' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Funds' }).click();
  await expect(page.getByRole('dialog', { name: /Add Funds/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await fundMember(page, 5_000);
  await page.reload();
  await expect(walletBalance(page)).toHaveText('$50.00');
  await page.getByRole('button', { name: 'Create API Key' }).click();
  dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await dialog.getByRole('button', { name: 'Create API Key' }).click();
  await expect(dialog.getByText(MESSAGES.enterApiKeyName)).toBeVisible();
  await dialog.getByLabel('Key Name').fill('Journey key');
  await expect(dialog.getByRole('radio', { name: /Developer/ })).toBeChecked();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create API Key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(MESSAGES.apiKeyShownOnce)).toBeVisible();
  const fullKey = (await shown.getByLabel('API key').textContent())!;
  expect(fullKey).toMatch(/^uks_live_[0-9A-Za-z]{32}$/);
  await expect(page.getByText(MESSAGES.apiKeyCreated)).toBeVisible();
  await shown.getByRole('button', { name: /^Copy/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey);
  await expect(walletBalance(page)).toHaveText('$21.00');
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  const row = page.getByRole('listitem', { name: 'Journey key' });
  await expect(row).toContainText(fullKey.slice(0, 20));
  await expect(page.getByText(fullKey)).toHaveCount(0);
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Developer');

  await row.getByRole('button', { name: 'Disable Journey key' }).click();
  await expect(row.getByRole('button', { name: 'Enable Journey key' })).toBeVisible();
  await expect(row).toContainText('inactive');

  // After a reload the key is still listed, still by its first 20 characters only.
  await page.reload();
  await expect(row).toContainText('inactive');
  await expect(page.getByText(fullKey)).toHaveCount(0);

  await row.getByRole('button', { name: 'Delete Journey key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete API key' });
  await expect(confirm).toContainText(MESSAGES.confirmDeleteApiKey);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.noApiKeys)).toBeVisible();
  await expect(walletBalance(page)).toHaveText('$21.00');
});
