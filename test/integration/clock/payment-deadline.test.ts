// CoinPayments' -1 "Cancelled / Timed Out" told apart by the payment's deadline at the provider (docs/decisions/051):
// a -1 before it cancelled the payment, one after it means the payment expired; the held reason, the buyer's email and
// the order's status say which. It moves the clock past the simulator's hour, so it runs on the clock project's stack.

import { describe, expect, inject, it } from 'vitest';
import { anonymousCheckout, heldNotificationsOf } from '../../support/anonymous-checkout.js';
import { moveClock } from '../../support/clock.js';
import { uniqueEmail } from '../../support/http.js';
import { eventually, payAtSimulator } from '../../support/payments.js';
import { mailTo } from '../../support/sms.js';
import { localTable } from '../../support/table.js';

const table = localTable();
/** The simulator answers create_transaction with CoinPayments' usual `timeout` of an hour. */
const PROVIDER_TIMEOUT_MS = 3_600_000;

/** A lease bought anonymously through CoinPayments, with an address to write to, paid half and then ended by -1. */
async function endedWithHalf(email: string) {
  const checkout = await anonymousCheckout(inject('siteUrl'), table, 'lease', email);
  await payAtSimulator(checkout.checkoutUrl, 'underpay');
  const told = await eventually(checkout.status, (reply) => reply.payment?.held_amount > 0);
  const [held] = await heldNotificationsOf(table, checkout.order.paymentId);
  const mails = await eventually(
    () => mailTo(email),
    (found) => found.length > 0,
  );
  return { told, reason: held?.reason, mail: mails[0]!.body.text };
}

describe("CoinPayments' -1 carrying half the money, by the payment's deadline at the provider", () => {
  it('is cancelled before the deadline and expired after it, and the hold, the email and the order say which', async () => {
    const before = await endedWithHalf(uniqueEmail('before-deadline'));
    expect(before.told).toMatchObject({ status: 'payment_failed', payment: { status: 'cancelled', held_amount: 749 } });
    expect(before.reason).toContain('$7.49 of $14.99 arrived, then the payment was cancelled:');
    expect(before.mail).toContain('but the payment was cancelled before the price had arrived in full');

    const email = uniqueEmail('after-deadline');
    const checkout = await anonymousCheckout(inject('siteUrl'), table, 'lease', email);
    await moveClock(PROVIDER_TIMEOUT_MS + 1_000);
    await payAtSimulator(checkout.checkoutUrl, 'underpay');
    const told = await eventually(checkout.status, (reply) => reply.payment?.held_amount > 0);
    expect(told).toMatchObject({ status: 'payment_failed', payment: { status: 'expired', held_amount: 749 } });
    const [held] = await heldNotificationsOf(table, checkout.order.paymentId);
    expect(held?.reason).toContain('$7.49 of $14.99 arrived, then the payment expired:');
    const mails = await eventually(
      () => mailTo(email),
      (found) => found.length > 0,
    );
    expect(mails[0]!.body.text).toContain('but the payment expired before the price had arrived in full');
    expect(mails[0]!.body.text).not.toContain('cancelled');
  });
});
