// Money owed to an anonymous buyer (docs/decisions/063), in the stack's time: an anonymous one-time order that gets no
// code in its 900 s owes its price; the order link reads how much and why; two claims in parallel, from two accounts,
// credit one wallet once; the books account for it as credited.

import { coinOptions } from '../../../shared/coins.js';
import { describe, expect, it } from 'vitest';
import { createLedgerCheckReader } from '../../../functions/adapters/dynamo/ledger-check-reader.js';
import { checkLedger } from '../../../functions/domain/audit/ledger-check.js';
import { ONE_TIME_ORDER_HOLD_S } from '../../../shared/constants.js';
import { SCHEDULES } from '../../../shared/schedules.js';
import { moveClock } from '../../support/clock.js';
import { Client, registeredMember } from '../../support/http.js';
import { balance, eventually, payAtSimulator } from '../../support/payments.js';
import { localTable } from '../../support/table.js';

const table = localTable();
const visitor = new Client();

/** An anonymous one-time order paid at the CoinPayments simulator, with its number handed out. */
async function paidOneTimeOrder(): Promise<string> {
  const created = await visitor.get(
    '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
  );
  expect(created.status).toBe(201);
  await payAtSimulator(created.body.payment_url, 'pay');
  await eventually(
    async () => (await visitor.get(`/anonymous/check-payment.php?order_id=${created.body.order_id}`)).body,
    (reply) => typeof reply.order?.phone_number === 'string',
  );
  return created.body.order_id as string;
}

const owed = (orderId: string) => visitor.get(`/anonymous/refund.php?order_id=${orderId}`);

describe('money owed to an anonymous buyer', () => {
  it('is fixed when a one-time order gets no code, and credited once whoever claims it, however often', async () => {
    const orderId = await paidOneTimeOrder();
    expect((await owed(orderId)).status).toBe(404);

    await moveClock(ONE_TIME_ORDER_HOLD_S * 1000 + SCHEDULES.expireOneTimeOrders.everyMinutes * 60_000 + 1_000);
    const read = await owed(orderId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      success: true,
      owed_cents: 999,
      reason: 'No code arrived within 15 minutes, so the number was released.',
      state: 'owed',
      ways: ['wallet', 'address'],
      provider: 'coinpayments',
      coins: coinOptions('coinpayments'),
      payout: null,
    });

    // Signed out, the claim is refused and changes nothing.
    expect((await visitor.post('/anonymous/refund/claim.php', { order_id: orderId })).status).toBe(401);

    const first = await registeredMember('owed-a');
    const second = await registeredMember('owed-b');
    const claims = await Promise.all(
      [first, second, first].map(({ client }) => client.post('/anonymous/refund/claim.php', { order_id: orderId })),
    );
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 400, 400]);
    const winner = claims.findIndex((claim) => claim.status === 200);
    expect(claims[winner]!.body).toMatchObject({ credited_cents: 999, wallet_balance: 999 });
    const balances = [await balance(first.client), await balance(second.client)];
    expect(balances.sort()).toEqual([0, 999]);

    const credited = winner === 1 ? second : first;
    const ledger = (await credited.client.get('/users/wallet-transactions.php')).body.transactions;
    expect(ledger).toEqual([expect.objectContaining({ type: 'refund', amount: 999 })]);
    expect(ledger[0].description).toContain(orderId);

    expect((await owed(orderId)).body).toMatchObject({ state: 'claimed', ways: [] });
    // A bad order id is a clear error, not a 500.
    expect((await first.client.post('/anonymous/refund/claim.php', { order_id: 'no-such-order' })).status).toBe(404);
    expect((await first.client.post('/anonymous/refund/claim.php', {})).status).toBe(400);

    const report = await checkLedger(createLedgerCheckReader(table));
    expect(report.discrepancies.filter((line) => line.includes(orderId))).toEqual([]);
    expect(report.owed.credited.count).toBeGreaterThanOrEqual(1);
  });
});
