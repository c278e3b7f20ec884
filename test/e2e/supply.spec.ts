// Operations › Supply in the browser (docs/decisions/061): after the provisioning job's start run against the Twilio
// simulator, an operator sees the stock, the target and cap and the runs, and changes the cap with a reason, which the
// audit trail lists.

import { expect, test } from '@playwright/test';
import { promoteToAdmin, registerThroughDialog, statCard, uniqueEmail } from './support';

test('the Supply view shows the stock and the last runs, and takes a new cap with a reason', async ({ page }) => {
  const email = uniqueEmail('supply');
  await registerThroughDialog(page, email, 'Sue Supply');
  await promoteToAdmin(page.request, email);
  await page.goto('/admin/operations');
  await page.getByRole('navigation', { name: 'Operations' }).getByRole('link', { name: 'Supply' }).click();
  await expect(page).toHaveURL(/\/admin\/operations\/supply$/);
  await expect(page.getByRole('heading', { name: 'Supply', level: 1 })).toBeVisible();
  await expect(statCard(page, 'Target')).toHaveText('200');
  await expect(statCard(page, 'For sale now')).toHaveText(/^\d+$/);
  // The job ran once on start: its run is listed.
  const runs = page.getByRole('table', { name: "The provisioning job's last runs" });
  await expect(runs.getByRole('row')).not.toHaveCount(1);

  await page.getByLabel('Daily spending cap (USD)').fill('60');
  await page.getByLabel('Reason').fill('Weekend sales');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved, with your reason in the audit trail')).toBeVisible();
  await expect(statCard(page, 'Spent today')).toContainText('of $60.00');

  await page.getByRole('navigation', { name: 'Operations' }).getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByText('daily spending cap to $60.00').first()).toBeVisible();

  // Revenue Reports keep the spec's figures and add the month's carrier spend and margin, and per product.
  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { name: 'This month: sales, carrier spend and margin' })).toBeVisible();
  await expect(statCard(page, 'Carrier spend')).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(statCard(page, 'Margin')).toHaveText(/\$/);
  // And each product's sales against what its numbers cost.
  const margins = page.getByRole('table', { name: 'Margin per product this month' });
  for (const product of ['One-Time SMS', '30-Day Lease', 'UK eSIM', 'API key fees']) {
    await expect(margins.getByRole('row', { name: new RegExp(`^${product} `) })).toContainText(/\$\d+\.\d{2}.*\$/);
  }
  await expect(statCard(page, 'Total Revenue')).toBeVisible();
  await margins.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/revenue-margins-1280.png' });
  // On a phone the same lines are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Margin per product this month' });
  await expect(cards.getByRole('listitem')).toHaveCount(4);
  await expect(cards.getByRole('listitem').first()).toContainText(
    /One-Time SMS.*Sales \$\d+\.\d{2} · Numbers' cost \$/,
  );
  await cards.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/revenue-margins-390.png' });
});
