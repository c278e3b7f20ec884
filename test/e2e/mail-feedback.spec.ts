// An address that does not take our mail, in the browser (docs/decisions/056): SES reports a permanent bounce of a
// member's address (its own event format, posted to the SES simulator, which puts it on the stack's bus as SES puts it
// on AWS's); on their next visit every
// member screen says so, and its link opens the Profile's Change Email dialog; the new address clears the notice and,
// like any new address, waits for its confirmation link.

import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { deliveriesDone } from '../support/running-stack';
import { sesBounce } from '../support/ses-feedback';
import { PASSWORD, mailsTo, registerThroughDialog, uniqueEmail } from './support';

test.describe.configure({ timeout: 90_000 });

test('a member whose address bounces sees it on the next visit and changes the address from the notice', async ({
  page,
}) => {
  const email = uniqueEmail('bounce-journey');
  await registerThroughDialog(page, email, 'Bounce Journey');
  const notice = page.getByRole('status').filter({ hasText: MESSAGES.undeliverableTitle });
  await expect(notice).toBeHidden();

  expect((await page.request.post('/_sim/ses/api', { data: sesBounce(email) })).status()).toBe(202);
  await deliveriesDone(process.env.E2E_DATA_DIR!);
  await page.goto('/wallet');
  await expect(notice).toContainText(MESSAGES.undeliverableNotice(email, 'bounce'));
  // Not the confirm-your-address notice as well: this address was confirmed, and a link would not arrive anyway.
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.confirmEmailTitle })).toBeHidden();

  await notice.getByRole('link', { name: MESSAGES.changeEmail }).click();
  await expect(page).toHaveURL(/\/profile#change-email$/);
  const dialog = page.getByRole('dialog', { name: MESSAGES.changeEmail });
  const moved = uniqueEmail('bounce-journey-moved');
  await dialog.getByLabel('New Email').fill(moved);
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: MESSAGES.changeEmail }).click();
  await expect(page.getByText(MESSAGES.emailChanged(moved))).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(notice).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.confirmEmailTitle })).toContainText(moved);
  await expect
    .poll(async () => (await mailsTo(moved)).map((mail) => mail.subject))
    .toContain('Confirm your email address');
  // The next visit reads the address from the server: still clear.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Member area', includeHidden: true })).toBeAttached();
  await expect(notice).toBeHidden();
});
