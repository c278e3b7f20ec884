// Confirmed addresses in the browser (docs/decisions/053): a new member sees that their address waits for the link,
// asks for it again, opens it from the SES emulator's mail, confirms with one button and the notice is gone; an
// anonymous lease's page says that forwarding waits until its address is confirmed, and the link leads back to it.

import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { anonymousLeaseCheckout, confirmationLink, mailsTo, registerThroughDialog, uniqueEmail } from './support';

/**
 * Where screenshots go when asked for (SCREENSHOTS=<folder>), at a phone's and a desktop's width: the whole page, or
 * only what is in view (a dialog over the long landing page).
 */
const SHOTS = process.env.SCREENSHOTS;

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ timeout: 90_000 });

test('a new member confirms their address by the emailed link; until then every member screen says it waits', async ({
  page,
}) => {
  const email = uniqueEmail('confirm-journey');
  await registerThroughDialog(page, email, 'Confirm Journey', { confirmed: false });

  const notice = page.getByRole('status').filter({ hasText: MESSAGES.confirmEmailTitle });
  await expect(notice).toContainText(MESSAGES.confirmEmailNotice(email));
  await page.goto('/wallet');
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: MESSAGES.sendLinkAgain }).click();
  await expect(notice).toContainText(MESSAGES.confirmLinkSent(email));
  await shoot(page, 'confirm-email-notice');
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);

  // The link opens the site with a dialog: one button confirms (a mail scanner following the link confirms nothing).
  await page.goto(await confirmationLink(email));
  const dialog = page.getByRole('dialog', { name: MESSAGES.confirmEmailTitle });
  await shoot(page, 'confirm-email-dialog', false);
  await dialog.getByRole('button', { name: 'Confirm My Email Address' }).click();
  await expect(dialog).toContainText(MESSAGES.emailConfirmed);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page).not.toHaveURL(/confirm_email=/);

  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Member area', includeHidden: true })).toBeAttached();
  await expect(notice).toBeHidden();

  // The same link again is refused, and says why.
  await page.goto(await confirmationLink(email));
  await dialog.getByRole('button', { name: 'Confirm My Email Address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.confirmLinkInvalid);
});

test("an anonymous lease's page says forwarding waits for the address's link, which leads back to the order", async ({
  page,
  context,
}) => {
  const email = uniqueEmail('anon-forwarding');
  const checkout = await anonymousLeaseCheckout(page, email);
  await checkout.getByRole('button', { name: 'Pay in full' }).click();

  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  const waits = paid.getByRole('status').filter({ hasText: MESSAGES.forwardingWaitsTitle });
  await expect(waits).toContainText(MESSAGES.forwardingWaits(email), { timeout: 30_000 });
  await waits.getByRole('button', { name: MESSAGES.sendLinkAgain }).click();
  await expect(waits).toContainText(MESSAGES.confirmLinkSent(email));
  await shoot(page, 'forwarding-waits', false);

  // The emailed link carries the order's; confirming leads back to it, where forwarding is on.
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  const [mail] = (await mailsTo(email)).filter((one) => one.subject.startsWith('Confirm where'));
  expect(mail!.body.text).toContain(`/?order_id=${orderId}`);
  const other = await context.browser()!.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(await confirmationLink(email, 'Confirm where'));
  const dialog = elsewhere.getByRole('dialog', { name: MESSAGES.confirmEmailTitle });
  await dialog.getByRole('button', { name: 'Confirm My Email Address' }).click();
  await expect(dialog).toContainText(MESSAGES.forwardingConfirmed);
  await dialog.getByRole('link', { name: 'Open Your Order' }).click();
  await expect(elsewhere).toHaveURL(new RegExp(`\\?order_id=${orderId}$`));
  const there = elsewhere.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(there).toContainText(`Every SMS to this number is forwarded to ${email} as it arrives.`, {
    timeout: 15_000,
  });
  await other.close();

  // The first page learns it too, by asking again.
  await expect(waits).toBeHidden({ timeout: 15_000 });
  await expect(paid).toContainText(`forwarded to ${email}`);
});
