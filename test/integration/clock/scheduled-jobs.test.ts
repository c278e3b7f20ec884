// The scheduled jobs in the stack's time (docs/decisions/049): the clock is moved to a minute before a deadline, then
// past it by one run of the job, which the local scheduler makes at its rate, as EventBridge Scheduler does on AWS.

import { describe, expect, it } from 'vitest';
import { createStockRepositories } from '../../../functions/adapters/dynamo/stock-repositories.js';
import {
  LEASE_DAYS,
  LEASE_GRACE_DAYS,
  ONE_TIME_ORDER_HOLD_S,
  SMS_CODE_RETENTION_HOURS,
} from '../../../shared/constants.js';
import { SCHEDULES, type ScheduleName } from '../../../shared/schedules.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { Client } from '../../support/http.js';
import { eventually } from '../../support/payments.js';
import { mailTo, signedSms } from '../../support/sms.js';
import { balanceAndLedger, fundedMember } from '../../support/stock.js';
import { localTable } from '../../support/table.js';

const table = localTable();
const stock = createStockRepositories(table);
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

/** A member back after the clock moved past their session's week. */
async function signIn(email: string, password: string): Promise<Client> {
  const client = new Client();
  expect((await client.post('/auth/login.php', { email, password })).status).toBe(200);
  return client;
}

/** Moves the stack's clock to a minute before `deadline`: the job's run there finds nothing due yet. */
const justBefore = async (deadline: number) => moveClock(deadline - 60_000 - (await stackNow()));
/** Moves the stack's clock on by one run of `job` and a second: its run past the deadline has happened. */
const oneRunOf = (job: ScheduleName) => moveClock(SCHEDULES[job].everyMinutes * 60_000 + 1_000);

describe('scheduled jobs, in the stack’s time', () => {
  it('refunds a one-time order when no code arrives within 900 s, and destroys its number', async () => {
    const { client, user, email } = await fundedMember(table, 2_000, 'expiry');
    const { body } = await client.post('/users/orders.php', WHATSAPP);
    const expiresAt = Date.parse(body.order.expires_at);
    expect(expiresAt - Date.parse(body.order.created_at)).toBe(ONE_TIME_ORDER_HOLD_S * 1000);

    await justBefore(expiresAt);
    expect((await client.get('/users/orders.php')).body.orders[0].status).toBe('pending');

    await oneRunOf('expireOneTimeOrders');
    expect((await client.get('/users/orders.php')).body.orders[0].status).toBe('cancelled');
    // The member takes order updates (the default): the refund is mailed, once.
    const refundMails = async () =>
      (await mailTo(email)).filter((mail) => mail.subject === '$9.99 refunded to your wallet');
    expect(await refundMails()).toHaveLength(1);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    const ledger = (await client.get('/users/wallet-transactions.php')).body.transactions;
    expect(ledger.map((t: { type: string }) => t.type)).toEqual(['refund', 'purchase', 'deposit']);
    expect(await stock.numbers.find(body.phone_number)).toMatchObject({ status: 'destroyed' });

    // Later runs, or a code arriving afterwards, change nothing: the refund happened once.
    await oneRunOf('expireOneTimeOrders');
    expect((await signedSms(body.phone_number, 'Code 5555').post()).status).toBe(200);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    expect(await refundMails()).toHaveLength(1);
  });

  it('closes the window of an order that had its code: no refund, and its number destroyed only then', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'window');
    const { body } = await client.post('/users/orders.php', WHATSAPP);
    const expiresAt = Date.parse(body.order.expires_at);
    expect((await signedSms(body.phone_number, 'WhatsApp code 1357', 'WhatsApp').post()).status).toBe(200);
    await eventually(
      async () => (await client.get('/users/orders.php')).body.orders[0],
      (order) => order.status === 'completed',
    );
    // Kept for another SMS while the window is open (docs/decisions/030).
    await justBefore(expiresAt);
    expect(await stock.numbers.find(body.phone_number)).toMatchObject({ status: 'allocated' });
    await oneRunOf('expireOneTimeOrders');
    expect(await stock.numbers.find(body.phone_number)).toMatchObject({ status: 'destroyed' });
    expect((await client.get('/users/orders.php')).body.orders[0]).toMatchObject({
      status: 'completed',
      verification_code: '1357',
    });
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000 - 999, ledger: 2_000 - 999 });
  });

  it('ends a lease after 30 days into its grace, then expires it and destroys its number', async () => {
    const { client, email, password } = await fundedMember(table, 2_000, 'lease-expiry');
    const { body } = await client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 });
    const endsAt = Date.parse(body.lease.end_date);
    expect(endsAt - Date.parse(body.lease.start_date)).toBe(LEASE_DAYS * 86_400_000);

    await justBefore(endsAt);
    // Sessions last a week: the member signs in again to look.
    const back = await signIn(email, password);
    expect((await back.get('/users/leases.php')).body.leases[0]).toMatchObject({ status: 'active' });
    await oneRunOf('expireLeases');
    // Its grace (docs/decisions/062): ended, the number still held for a renewal.
    expect((await back.get('/users/leases.php')).body.leases[0]).toMatchObject({ status: 'grace', days_left: 0 });
    expect(await stock.numbers.find(body.phone_number)).toMatchObject({ status: 'allocated' });
    await justBefore(endsAt + LEASE_GRACE_DAYS * 86_400_000);
    await oneRunOf('expireLeases');
    const again = await signIn(email, password);
    expect((await again.get('/users/leases.php')).body.leases[0]).toMatchObject({ status: 'expired', days_left: 0 });
    expect(await stock.numbers.find(body.phone_number)).toMatchObject({ status: 'destroyed' });
  });

  it('removes codes and texts 24 hours after arrival, from the order, the inbox and the stored SMS', async () => {
    const { client, email, password } = await fundedMember(table, 5_000, 'codes');
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;
    const lease = (await client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 })).body;
    const toOrder = signedSms(order.phone_number, 'Your WhatsApp code 111-222');
    const toLease = signedSms(lease.phone_number, 'Code 333444');
    const sentAt = await stackNow();
    await toOrder.post();
    await toLease.post();
    const inbox = () => client.get(`/users/leases/messages.php?lease_id=${lease.order_id}`);
    await eventually(inbox, (reply) => reply.body.messages.length === 1);
    const completed = await eventually(
      async () => (await client.get('/users/orders.php')).body.orders[0],
      (found) => found.verification_code !== null,
    );
    expect(completed.verification_code).toBe('111222');
    const retention = SMS_CODE_RETENTION_HOURS * 3_600_000;
    const arrivedBy = await stackNow();

    await justBefore(sentAt + retention);
    const back = await signIn(email, password);
    expect((await back.get('/users/orders.php')).body.orders[0].verification_code).toBe('111222');
    await moveClock(arrivedBy + retention - (await stackNow()));
    await oneRunOf('removeExpiredCodes');
    expect((await back.get('/users/orders.php')).body.orders[0]).toMatchObject({
      status: 'completed',
      verification_code: null,
      sms_text: null,
    });
    expect((await back.get(`/users/leases/messages.php?lease_id=${lease.order_id}`)).body.messages[0]).toMatchObject({
      code: null,
      text: null,
    });
    expect(await stock.inboundSms.find(toOrder.messageSid)).toMatchObject({ body: null, code: null, status: 'routed' });
    expect(await stock.inboundSms.find(toLease.messageSid)).toMatchObject({ body: null, code: null });
  });
});
