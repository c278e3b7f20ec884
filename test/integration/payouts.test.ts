// Payouts of money owed to anonymous buyers to their own address (docs/decisions/064), through the CoinPayments
// simulator's withdrawals with real signatures: within the limits a payout is sent once by the sendPayouts job and
// settled by its signed notice, even when the provider's answer was lost; above the limit it waits for an operator;
// a failed one is owed again; parallel requests and a racing claim take the money once; the books stay whole. On a
// stack of its own (its clock is moved to run the job) with no stock, so that every checkout ends owing money.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';
import { registeredAdmin } from '../support/admin.js';
import { anonymousCheckout } from '../support/anonymous-checkout.js';
import { moveClock } from '../support/clock.js';
import { emfFigures } from '../support/emf.js';
import { Client, registeredMember } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { runOps } from '../support/ops.js';
import { balance, eventually, payAtSimulator } from '../support/payments.js';
import { localTable } from '../support/table.js';
import { settleWithdrawal, withdrawalsTo as coinPaymentsWithdrawalsTo } from '../support/withdrawals.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let stack: LocalStack;
let table: TableClient;
let admin: Awaited<ReturnType<typeof registeredAdmin>>;

beforeAll(async () => {
  stack = await ownStack({ SEED_STOCK: 'false', POWERTOOLS_METRICS_DISABLED: 'false' });
  table = localTable(stack.dataDir);
  // Enrolled before the clock moves: its two-factor code is computed at this machine's time.
  admin = await registeredAdmin(table, stack.siteUrl);
});
afterAll(() => stack?.stop());

const visitor = () => new Client(stack.siteUrl);
const owed = async (orderId: string) =>
  (await visitor().get(`/anonymous/refund.php?order_id=${orderId}`)).body as Record<string, any>;

/** A lease's part-payment whose payment ended: $7.49 owed to its buyer, through CoinPayments. */
async function owedOrder(): Promise<string> {
  const { order, checkoutUrl } = await anonymousCheckout(stack.siteUrl, table, 'lease', 'payout@example.com');
  await payAtSimulator(checkoutUrl, 'underpay');
  await eventually(
    () => owed(order.id),
    (body) => body.state === 'owed',
  );
  return order.id;
}

const payout = (orderId: string, address: string, coin = 'BTC') =>
  visitor().post('/anonymous/refund/payout.php', { order_id: orderId, coin, address });

/** The sendPayouts job's next run (a minute on, and the queues quiet). */
const runSender = () => moveClock(61_000, stack.siteUrl);

const withdrawalsTo = (address: string) => coinPaymentsWithdrawalsTo(stack.siteUrl, address);
const settleAtSimulator = (withdrawalId: string, outcome: 'complete' | 'fail') =>
  settleWithdrawal(stack.siteUrl, withdrawalId, outcome);

async function booksBalance(): Promise<string> {
  const checked = await runOps(['ledger:check'], stack.dataDir);
  expect(checked.stdout).toContain('0 discrepancies');
  expect(checked.code).toBe(0);
  return checked.stdout;
}

describe('payouts to the buyer’s address', () => {
  it('offers the address way, quotes it, refuses a bad address, and sends one within the limits once', async () => {
    const orderId = await owedOrder();
    const read = await owed(orderId);
    expect(read).toMatchObject({ ways: ['wallet', 'address'], provider: 'coinpayments', payout: null });
    expect(read.coins).toContainEqual({ value: 'BTC', label: 'BTC (Bitcoin)' });

    const bad = await visitor().post('/anonymous/refund/payout-quote.php', {
      order_id: orderId,
      coin: 'BTC',
      address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('This is not a valid BTC (Bitcoin) address.');

    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const quote = await visitor().post('/anonymous/refund/payout-quote.php', {
      order_id: orderId,
      coin: 'BTC',
      address,
    });
    expect(quote.status).toBe(200);
    expect(quote.body.quote).toMatchObject({ coin: 'BTC', network: 'Bitcoin', address, fee_coin: '0.00010000' });

    const asked = await payout(orderId, address);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ state: 'paying', payout: { state: 'sending', reference: null } });
    expect((await payout(orderId, address)).body.error).toBe('This money was taken already.');

    await runSender();
    await runSender();
    const [withdrawal, ...more] = await withdrawalsTo(address);
    expect(more).toEqual([]);
    expect((await owed(orderId)).payout).toMatchObject({ state: 'sending', reference: withdrawal });
    await settleAtSimulator(withdrawal!, 'complete');
    await settleAtSimulator(withdrawal!, 'complete');
    const paid = await owed(orderId);
    expect(paid).toMatchObject({ state: 'paid', ways: [], payout: { state: 'sent', reference: withdrawal } });
    expect(await booksBalance()).toMatch(/[1-9]\d* paid out \(\$7\.49\); [1-9]\d* payouts checked/);
  });

  it('pays once when the provider accepted it but its answer was lost: the notice settles it', async () => {
    const orderId = await owedOrder();
    const address = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
    await fetch(`${stack.siteUrl}${SIMULATOR_PATHS.coinpaymentsWithdrawalFaults}`, {
      method: 'POST',
      body: JSON.stringify({ next: ['lost-answer'] }),
    });
    expect((await payout(orderId, address)).status).toBe(200);
    await runSender();
    await runSender();
    await runSender();
    const withdrawals = await withdrawalsTo(address);
    expect(withdrawals).toHaveLength(1);
    expect((await owed(orderId)).payout).toMatchObject({ state: 'sending', reference: null });
    await settleAtSimulator(withdrawals[0]!, 'complete');
    expect(await owed(orderId)).toMatchObject({ state: 'paid', payout: { state: 'sent', reference: withdrawals[0] } });
    await runSender();
    expect(await withdrawalsTo(address)).toHaveLength(1);
    await booksBalance();
  });

  it('a failed payout is owed again, and can be paid again or claimed as wallet credit', async () => {
    const orderId = await owedOrder();
    const address = 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9';
    expect((await payout(orderId, address, 'LTC')).status).toBe(200);
    await runSender();
    const [first] = await withdrawalsTo(address);
    await settleAtSimulator(first!, 'fail');
    const failed = await owed(orderId);
    expect(failed).toMatchObject({ state: 'failed', ways: ['wallet', 'address'], payout: { state: 'failed' } });
    expect(failed.payout.failure).toContain('could not send it (Cancelled)');
    await booksBalance();

    // Refused by the provider at once: owed again, saying why.
    await fetch(`${stack.siteUrl}${SIMULATOR_PATHS.coinpaymentsWithdrawalFaults}`, {
      method: 'POST',
      body: JSON.stringify({ next: ['refused'] }),
    });
    expect((await payout(orderId, address, 'LTC')).status).toBe(200);
    await runSender();
    expect((await owed(orderId)).payout).toMatchObject({ state: 'failed' });
    expect((await owed(orderId)).payout.failure).toContain('Insufficient funds');

    const member = await registeredMember('after-failure', undefined, stack.siteUrl);
    const claimed = await member.client.post('/anonymous/refund/claim.php', { order_id: orderId });
    expect(claimed.body).toMatchObject({ credited_cents: 749 });
    expect(await balance(member.client)).toBe(749);
    expect((await payout(orderId, address, 'LTC')).status).toBe(400);
    await booksBalance();
  });

  it('two payout requests in parallel, and a claim racing them, take the money once', async () => {
    const orderId = await owedOrder();
    const member = await registeredMember('racer', undefined, stack.siteUrl);
    const results = await Promise.all([
      payout(orderId, '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'ETH'),
      payout(orderId, '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'ETH'),
      member.client.post('/anonymous/refund/claim.php', { order_id: orderId }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400]);
    const state = (await owed(orderId)).state;
    expect(state === 'claimed' ? await balance(member.client) : 0).toBe(state === 'claimed' ? 749 : 0);
    await booksBalance();
  });

  it('pays a NOWPayments order back through NOWPayments, verified and settled by its signed notice', async () => {
    // An eSIM paid in full with no stock: $25.00 owed, within the limit.
    const { order, checkoutUrl } = await anonymousCheckout(stack.siteUrl, table, 'buy', 'unused@example.com');
    await payAtSimulator(checkoutUrl, 'pay');
    const read = await eventually(
      () => owed(order.id),
      (body) => body.state === 'owed',
    );
    expect(read).toMatchObject({ provider: 'nowpayments', ways: ['wallet', 'address'] });
    const address = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
    const asked = await payout(order.id, address, 'btc');
    expect(asked.body).toMatchObject({ state: 'paying', payout: { state: 'sending', coin: 'btc' } });
    await runSender();
    const payoutsPage = `${stack.siteUrl}${SIMULATOR_PATHS.nowpaymentsPayouts}`;
    const row = [
      ...(await (await fetch(payoutsPage)).text()).matchAll(/<tr data-testid="nowpayments-payout">[\s\S]*?<\/tr>/g),
    ]
      .map((match) => match[0])
      .find((html) => html.includes(address));
    const simId = row?.match(/name="payout" value="(\w+)"/)?.[1];
    expect(simId).toBeDefined();
    const settled = await fetch(payoutsPage, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payout: simId!, outcome: 'complete' }),
      redirect: 'manual',
    });
    expect(settled.headers.get('location')).toContain('ipn=200');
    expect(await owed(order.id)).toMatchObject({ state: 'paid', payout: { state: 'sent' } });
    await booksBalance();
  });

  it('above the limit a payout waits for approval: approved it is sent, refused it is owed again', async () => {
    const set = await runOps(['payouts:limits', '5', '200'], stack.dataDir);
    expect(set.stdout).toContain('up to $5.00 each, $200.00 a day together');
    try {
      const approved = await owedOrder();
      const address = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';
      expect((await payout(approved, address, 'DOGE')).body.payout).toMatchObject({ state: 'awaiting_approval' });
      await runSender();
      expect(await withdrawalsTo(address)).toEqual([]);
      const listed = (await admin.client.get('/admin/refunds.php?limit=100')).body.refunds;
      expect(listed).toContainEqual(
        expect.objectContaining({
          order_id: approved,
          state: 'paying',
          payout: expect.objectContaining({ state: 'awaiting_approval' }),
        }),
      );
      const approve = await admin.client.put(`/admin/refunds/${approved}.php`, {
        action: 'approve',
        reason: 'checked',
      });
      expect(approve.body.payout).toMatchObject({ state: 'sending' });
      await runSender();
      const [withdrawal] = await withdrawalsTo(address);
      await settleAtSimulator(withdrawal!, 'complete');
      expect(await owed(approved)).toMatchObject({ state: 'paid' });

      const refused = await owedOrder();
      expect((await payout(refused, address, 'DOGE')).body.payout).toMatchObject({ state: 'awaiting_approval' });
      const reject = await admin.client.put(`/admin/refunds/${refused}.php`, { action: 'reject', reason: 'looks odd' });
      expect(reject.body.payout).toMatchObject({ state: 'failed', failure: 'Refused by the shop: looks odd' });
      expect(await owed(refused)).toMatchObject({ state: 'failed', ways: ['wallet', 'address'] });
      expect((await admin.client.put(`/admin/refunds/${refused}.php`, { action: 'approve', reason: 'x' })).status).toBe(
        400,
      );
      await booksBalance();
    } finally {
      await runOps(['payouts:limits', '25', '200'], stack.dataDir);
    }
  });

  it('a payout its provider has not settled 6 hours after it was asked counts as overdue, for the alarm, until it is', async () => {
    const orderId = await owedOrder();
    const address = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
    expect((await payout(orderId, address)).status).toBe(200);
    await runSender();
    const [withdrawal] = await withdrawalsTo(address);
    // The sender says, on each run, how many payouts it holds are overdue (the last run's figure).
    const overdue = () => emfFigures(stack.output()).findLast((figure) => figure.name === 'PayoutsOverdue')!.values[0]!;
    const before = overdue();

    await moveClock(6 * 3_600_000, stack.siteUrl);
    await runSender();
    expect(overdue()).toBe(before + 1);
    expect((await owed(orderId)).payout).toMatchObject({ state: 'sending', reference: withdrawal });

    await settleAtSimulator(withdrawal!, 'complete');
    await runSender();
    expect(overdue()).toBe(before);
    await booksBalance();
  });
});
