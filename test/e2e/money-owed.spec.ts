// Money back without a ticket (docs/decisions/063), at a phone's and a laptop's width: an anonymous one-time order that
// gets no code in its 15 minutes shows what is owed and why; "Create an account" registers and comes back to the order,
// whose "Add ... to my wallet" credits the new wallet once. It moves the runtime's clock, which every journey reads:
// alone, after the exclusive ones (the clock-moving project).

import { expect, test } from '@playwright/test';
import { walletBalance } from './on-screen';
import { anonymousOrderOwed } from './owed-order';
import { PASSWORD, uniqueEmail } from './support';

test.describe.configure({ timeout: 120_000 });

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test(`${label}: an anonymous order with no code is owed back, and credited to a new account once`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { orderId, owed } = await anonymousOrderOwed(page);
    await page.screenshot({ path: `test-results/money-owed-${label}-owed.png` });

    await owed.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create your account' });
    await register.getByLabel('Username').fill('Owed Buyer');
    await register.getByLabel('Email address').fill(uniqueEmail(`owed-${label}`));
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Confirm password').fill(PASSWORD);
    await register.getByRole('checkbox').check();
    await register.getByRole('button', { name: 'Create Account' }).click();

    // Back on the order, signed in: one click credits the wallet, and the order says where the money went.
    await expect(page).toHaveURL(new RegExp(`\\?order_id=${orderId}$`));
    const back = page.getByRole('dialog', { name: 'Thank you for your order' });
    await back.getByRole('button', { name: 'Add $9.99 to my wallet' }).click();
    await expect(back.getByRole('status').filter({ hasText: 'Money back' })).toContainText(
      '$9.99 was added to a wallet on this site.',
    );
    await page.screenshot({ path: `test-results/money-owed-${label}-credited.png` });

    await page.goto('/dashboard');
    await expect(walletBalance(page)).toHaveText('$9.99');
  });
}
