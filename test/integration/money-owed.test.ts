// Money owed to an anonymous buyer when the payment's money is held (docs/decisions/063): a part-payment whose payment
// ends, money after the end, and a paid order that could not be handed over each owe the buyer what arrived, read on the
// order link; the buyer's claim and the operator's refund-note settle it once, and the books account for it. On a stack
// of its own with no stock, so that a paid order cannot be fulfilled and the whole-table check sees only this file.

import { coinOptions } from '../../shared/coins.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { registeredAdmin } from '../support/admin.js';
import { anonymousCheckout, heldNotificationsOf, type AnonymousCheckoutType } from '../support/anonymous-checkout.js';
import { Client, registeredMember } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { runOps } from '../support/ops.js';
import { balance, eventually, payAtSimulator } from '../support/payments.js';
import { mailTo } from '../support/sms.js';
import { localTable } from '../support/table.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let stack: LocalStack;
let table: TableClient;

beforeAll(async () => {
  stack = await ownStack({ SEED_STOCK: 'false' });
  table = localTable(stack.dataDir);
});
afterAll(() => stack?.stop());

const ops = (...args: string[]) => runOps(args, stack.dataDir);

async function checkout(type: AnonymousCheckoutType) {
  return anonymousCheckout(stack.siteUrl, table, type, 'owed@example.com');
}

const owed = async (orderId: string) =>
  (await new Client(stack.siteUrl).get(`/anonymous/refund.php?order_id=${orderId}`)).body;

/** What the order owes, once the ending that owes it has been applied. */
const recorded = (orderId: string) =>
  eventually(
    () => owed(orderId),
    (body) => body.success === true,
  );

/** The books pass, and count what is owed, credited and paid out. */
async function booksBalance(): Promise<string> {
  const checked = await ops('ledger:check');
  expect(checked.stdout).toContain('0 discrepancies');
  expect(checked.code).toBe(0);
  return checked.stdout;
}

describe('money owed when the payment is held', () => {
  it('a part-payment whose payment ends owes what arrived; money after the end raises it; a refund-note settles it', async () => {
    const { order, checkoutUrl } = await checkout('lease');
    await payAtSimulator(checkoutUrl, 'underpay');
    const partPaid = await recorded(order.id);
    expect(partPaid).toEqual({
      success: true,
      owed_cents: 749,
      reason: 'Less than the price arrived before the payment ended, so nothing was issued.',
      state: 'owed',
      ways: ['wallet', 'address'],
      provider: 'coinpayments',
      coins: coinOptions('coinpayments'),
      payout: null,
    });

    await payAtSimulator(checkoutUrl, 'pay');
    expect(
      await eventually(
        () => owed(order.id),
        (body) => body.owed_cents === 1499,
      ),
    ).toMatchObject({ state: 'owed' });
    await booksBalance();
    // The lease's buyer left an address: the email that says the money is kept says they may take it back themselves.
    const mails = await eventually(
      async () =>
        (await mailTo('owed@example.com', stack.mailboxUrl)).filter((mail) => mail.subject.includes(order.id)),
      (found) => found.length > 0,
    );
    expect(mails[0]!.body.text).toContain("Or take it back yourself on your order's page, as credit in a wallet");

    const [held] = await heldNotificationsOf(table, order.paymentId);
    expect((await ops('payments:resolve', held!.id, 'refund-note', 'sent to bc1q by hand', '--by', 'ann')).code).toBe(
      0,
    );
    expect(await owed(order.id)).toMatchObject({ state: 'paid', ways: [] });
    const member = await registeredMember('late-claim', undefined, stack.siteUrl);
    expect((await member.client.post('/anonymous/refund/claim.php', { order_id: order.id })).status).toBe(400);
    expect(await balance(member.client)).toBe(0);
    expect(await booksBalance()).toMatch(/[1-9]\d* paid out/);
  });

  it('money that arrives after the payment was cancelled is owed as late', async () => {
    const { order, checkoutUrl } = await checkout('lease');
    await payAtSimulator(checkoutUrl, 'cancel');
    await payAtSimulator(checkoutUrl, 'pay');
    expect(await recorded(order.id)).toMatchObject({
      owed_cents: 1499,
      reason: 'The money arrived after the payment had ended, so nothing was issued.',
      state: 'owed',
    });
    await booksBalance();
  });

  it('a paid order that could not be handed over owes its price; once claimed, neither fulfil nor refund-note takes it', async () => {
    const { order, checkoutUrl } = await checkout('buy');
    await payAtSimulator(checkoutUrl, 'pay');
    expect(await recorded(order.id)).toMatchObject({
      owed_cents: 2500,
      reason: 'The order was paid in full, but it could not be handed over.',
      state: 'owed',
    });
    const member = await registeredMember('claims', undefined, stack.siteUrl);
    const claimed = await member.client.post('/anonymous/refund/claim.php', { order_id: order.id });
    expect(claimed.body).toMatchObject({ success: true, credited_cents: 2500, wallet_balance: 2500 });

    const [held] = await heldNotificationsOf(table, order.paymentId);
    expect((await ops('payments:resolve', held!.id, 'fulfil')).stderr).toContain('The buyer has taken this money back');
    expect((await ops('payments:resolve', held!.id, 'refund-note', 'again')).stderr).toContain(
      'The buyer has taken this money back already',
    );
    expect(await balance(member.client)).toBe(2500);
    expect(await booksBalance()).toMatch(/[1-9]\d* credited \(\$25\.00\)/);
    const admin = await registeredAdmin(table, stack.siteUrl);
    const rows = (await admin.client.get('/admin/held-payments.php?limit=100')).body.held_payments;
    expect(rows).toContainEqual(
      expect.objectContaining({ id: held!.id, buyer_refund: { state: 'claimed', owed_amount: 2500 } }),
    );
    const listed = (await ops('refunds:owed', '100')).stdout.split('\n').find((line) => line.includes(order.id));
    expect(listed).toContain(`$25.00  claimed to user ${member.user.id} at `);
  });
});
