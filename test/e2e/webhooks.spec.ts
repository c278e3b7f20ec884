// A key's webhook on the API Keys screen: a refused URL explained at the field, then a URL saved, its signing secret
// shown once with Copy, and the deliveries list waiting for the first event.

import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, fundMember, registerThroughDialog, uniqueEmail } from './support';

/** Creates a key named `name` on the API Keys screen and closes the dialog that shows it once. */
async function createApiKey(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  await dialog.getByLabel('Key Name').fill(name);
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create API Key' }).click();
  await page
    .getByRole('dialog', { name: 'Your new API key' })
    .getByRole('button', { name: 'I have copied it' })
    .click();
}

test('a member sets a webhook URL for a key and copies its signing secret, shown once', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughDialog(page, uniqueEmail('hooks'));
  await fundMember(page, 5_000);
  await page.reload();
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'API Keys' }).click();
  await createApiKey(page, 'Hook key');

  const row = page.getByRole('listitem', { name: 'Hook key' });
  await row.getByLabel('Webhook URL').fill('http://10.0.0.7/hooks');
  await row.getByRole('button', { name: /^Save/ }).click();
  await expect(row.getByText(/may not point at a private, loopback or link-local address/)).toBeVisible();
  await expect(row.getByLabel('Webhook secret')).toHaveCount(0);

  await row.getByLabel('Webhook URL').fill('http://127.0.0.1:9/hooks');
  await row.getByRole('button', { name: /^Save/ }).click();
  const secret = (await row.getByLabel('Webhook secret').textContent())!;
  expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
  await row.getByRole('button', { name: /^Copy/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expect(row.getByText('No deliveries yet.')).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/webhooks/api-keys-${width}.png`, fullPage: true });
  }

  // Shown once: after a reload the URL stays, the secret does not.
  await page.reload();
  await expect(row.getByLabel('Webhook URL')).toHaveValue('http://127.0.0.1:9/hooks');
  await expect(page.getByText(secret)).toHaveCount(0);
});

test("the API integration page's webhook setup is real for a member with a key, with the spec's messages", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await registerThroughDialog(page, uniqueEmail('page-hooks'));
  // Without a key the form stays the spec's simulated one, with the way to a key beside it.
  await page.goto('/api-integration');
  await expect(page.getByRole('link', { name: 'create an API key' })).toBeVisible();

  await fundMember(page, 5_000);
  await page.goto('/api-keys');
  await createApiKey(page, 'Page key');

  await page.goto('/api-integration');
  const setup = page.getByRole('region', { name: 'Webhooks' });
  await expect(setup.getByRole('link', { name: 'create an API key' })).toHaveCount(0);
  await setup.getByLabel('Webhook URL').fill('');
  await setup.getByRole('button', { name: 'Set Up Webhook' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a webhook URL' })).toBeVisible();
  await setup.getByLabel('Webhook URL').fill('ftp://example.com/hook');
  await setup.getByRole('button', { name: 'Set Up Webhook' }).click();
  await expect(setup.getByLabel('Webhook URL')).toHaveAccessibleDescription(
    'Please enter a valid URL starting with http:// or https://',
  );

  await setup.getByLabel('Webhook URL').fill('http://127.0.0.1:9/page-hooks');
  await setup.getByRole('button', { name: 'Set Up Webhook' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook setup completed successfully!' })).toBeVisible();
  await expect(setup.getByLabel('Webhook secret')).toHaveText(/^whsec_[0-9a-f]{48}$/);

  // Saved for real: the key's row on the API Keys screen has it.
  await page.goto('/api-keys');
  await expect(page.getByRole('listitem', { name: 'Page key' }).getByLabel('Webhook URL')).toHaveValue(
    'http://127.0.0.1:9/page-hooks',
  );
});
