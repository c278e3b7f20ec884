// The operations desk in the browser (docs/decisions/059): an operator finds a member from the admin top bar's
// Operations link and switches the account off with a reason; the member's open page, their API key and their next
// sign-in are refused at once, and the audit trail lists who did it and why.

import { expect, test } from '@playwright/test';
import {
  fundMember,
  logInThroughDialog,
  PASSWORD,
  promoteToAdmin,
  registerThroughDialog,
  uniqueEmail,
} from './support';

const API = '/php-backend/api';

test('an operator switches an account off: its page, key and sign-in are refused, and the trail lists it', async ({
  browser,
}) => {
  // Two accounts are made (password hashing), one made an admin with two-factor.
  test.setTimeout(120_000);
  const memberPage = await (await browser.newContext()).newPage();
  const memberEmail = uniqueEmail('switched-off');
  await registerThroughDialog(memberPage, memberEmail, 'Sam Abuser');
  await fundMember(memberPage, 5_000);
  const created = await memberPage.request.post(`${API}/users/api-keys.php`, {
    data: { name: 'Bot', plan: 'developer', password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  const key = ((await created.json()) as { api_key: { key: string } }).api_key.key;
  const balance = () => memberPage.request.get('/api/v1/balance', { headers: { authorization: `Bearer ${key}` } });
  expect((await balance()).status()).toBe(200);
  await memberPage.goto('/wallet');
  await expect(memberPage.getByRole('navigation', { name: 'Member area' })).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  const adminEmail = uniqueEmail('operator');
  await registerThroughDialog(page, adminEmail, 'Olive Operator');
  await promoteToAdmin(page.request, adminEmail);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Operations' }).click();
  await page.getByRole('navigation', { name: 'Operations' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/admin\/operations\/accounts$/);
  await page.getByPlaceholder('Email, name, id or +44 number').fill(memberEmail);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: `Open the account of ${memberEmail}` }).click();
  await expect(page.getByRole('heading', { name: 'Sam Abuser' })).toBeVisible();
  await expect(page.getByText('$21.00', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Switch off' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Switch off' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Chargebacks on three top-ups');
  await dialog.getByRole('button', { name: 'Switch off' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Switched off', { exact: true })).toBeVisible();

  // The member's open page: their next read is refused and the site sends them out, signed out.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/$/);
  await expect(memberPage.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect((await memberPage.request.get(`${API}/auth/me.php`)).status()).toBe(401);
  // Their API key.
  const refused = await balance();
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_DISABLED');
  // Their next sign-in.
  const again = await (await browser.newContext()).newPage();
  await again.goto('/');
  await logInThroughDialog(again, memberEmail);
  await expect(again.getByText('This account has been switched off. Contact support.')).toBeVisible();

  // The trail lists it: who, what and why.
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/admin\/operations\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(memberEmail) });
  await expect(row).toContainText('Olive Operator');
  await expect(row).toContainText('user disable');
  await expect(row).toContainText('Chargebacks on three top-ups');
});
