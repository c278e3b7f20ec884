// Keeping an anonymously rented number from its order's page (docs/decisions/062) at a phone's and a desktop's width:
// the lease's end and "Keep this number", a dialog with the price now, the new end date and the coin, whose payment
// page (the provider's simulator) pays the renewal; the page then shows the new end and offers no second renewal.

import { expect, test, type Page } from '@playwright/test';
import { LABELS } from '../../shared/messages';
import { anonymousLeaseCheckout, chooseAndLeave, paymentPageOpenedBy, uniqueEmail } from './support';

/** The provider's signed notice, then the page's next reading of the order. */
const CONFIRMATION = { timeout: 30_000 };

test.describe.configure({ timeout: 90_000 });

/** The rented number on the lease's confirmation. */
const rentedNumberOf = (paid: ReturnType<Page['getByRole']>) => paid.getByText(/^\+44\d{10}$/).first();

/** Rents a WhatsApp number anonymously and pays in full: the order's dialog, once the number is handed over. */
async function rentAnonymously(page: Page, email: string) {
  const checkout = await anonymousLeaseCheckout(page, email);
  await chooseAndLeave(checkout, 'Pay in full');
  const paid = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(rentedNumberOf(paid)).toHaveText(/^\+44\d{10}$/, CONFIRMATION);
  return paid;
}

for (const width of [390, 1280]) {
  test(`at ${width} px an anonymous buyer keeps their number from the order's page, paying by crypto`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const paid = await rentAnonymously(page, uniqueEmail(`anon-keep-${width}`));
    const number = (await rentedNumberOf(paid).textContent())!;
    await expect(paid).toContainText(/Ends .+\./);

    await paid.getByRole('button', { name: LABELS.keepThisNumber }).click();
    const keep = page.getByRole('dialog', { name: `${LABELS.keepThisNumber}: ${number}` });
    await expect(keep).toContainText('$14.99');
    await expect(keep).toContainText('Paid with crypto through CoinPayments');
    const newEnd = (await keep.locator('dd').nth(1).textContent())!;
    const dialogBox = await keep.boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(width);

    const checkout = await paymentPageOpenedBy(page.context(), () =>
      keep.getByRole('button', { name: LABELS.startPayment }).click(),
    );
    await expect(checkout.getByText(/14\.99/).first()).toBeVisible();
    await chooseAndLeave(checkout, 'Pay in full');

    // Renewed: the new end shows, and a lease renewed for the term to come offers no second renewal.
    await expect(paid).toContainText(`Ends ${newEnd}.`, CONFIRMATION);
    await expect(paid.getByRole('button', { name: LABELS.keepThisNumber })).toHaveCount(0);
    await expect(rentedNumberOf(paid)).toHaveText(number);
  });
}
