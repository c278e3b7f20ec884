import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { expireLeases } from '../../functions/domain/leases/expire-leases.js';
import { expireOneTimeOrders } from '../../functions/domain/orders/end-one-time-order.js';
import { removeExpiredCodes } from '../../functions/domain/sms/remove-expired-codes.js';
import { LEASE_DAYS, ONE_TIME_ORDER_HOLD_S, SMS_CODE_RETENTION_HOURS } from '../../shared/constants.js';
import { stackWithTable, type LocalStack } from '../support/local-stack.js';
import { eventually } from '../support/payments.js';
import { signedSms, type Mail } from '../support/sms.js';
import { recordingMetrics } from '../support/metrics.js';
import { stackEvents } from '../support/outbox.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';

// A stack of its own: running the jobs at a chosen time would also end the shared stack's orders under other tests.
let stack: LocalStack;
let table: TableClient;

beforeAll(async () => ({ stack, table } = await stackWithTable()));
afterAll(() => stack?.stop());

const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
/** The stack's repositories and event bus (its emails go out through the stack) with a clock set to `at`: the jobs' domain functions run at that time. */
const at = (time: number) => ({
  ...createStockRepositories(table),
  users: createUserRepository(table),
  events: stackEvents(stack.dataDir),
  clock: { now: () => new Date(time) },
  metrics: recordingMetrics().metrics,
});

describe('scheduled jobs, at a chosen time', () => {
  it('refunds a one-time order when no code arrives within 900 s, and destroys its number', async () => {
    const { client, user, email } = await fundedMember(table, 2_000, 'expiry', stack.siteUrl);
    const { body } = await client.post('/users/orders.php', WHATSAPP);
    const expiresAt = Date.parse(body.order.expires_at);
    expect(expiresAt - Date.parse(body.order.created_at)).toBe(ONE_TIME_ORDER_HOLD_S * 1000);

    expect(await expireOneTimeOrders(at(expiresAt - 1_000))).toBe(0);
    expect((await client.get('/users/orders.php')).body.orders[0].status).toBe('pending');

    expect(await expireOneTimeOrders(at(expiresAt + 1_000))).toBeGreaterThanOrEqual(1);
    expect((await client.get('/users/orders.php')).body.orders[0].status).toBe('cancelled');
    // The member takes order updates (the default): the refund is mailed, once.
    const refundMails = async () =>
      ((await (await fetch(`${stack.mailboxUrl}/store`)).json()) as { emails: Mail[] }).emails.filter(
        (mail) => mail.destination.to.includes(email) && mail.subject === '$9.99 refunded to your wallet',
      );
    await eventually(refundMails, (mails) => mails.length > 0);
    expect(await refundMails()).toHaveLength(1);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    const ledger = (await client.get('/users/wallet-transactions.php')).body.transactions;
    expect(ledger.map((t: { type: string }) => t.type)).toEqual(['refund', 'purchase', 'deposit']);
    expect(await at(0).numbers.find(body.phone_number)).toMatchObject({ status: 'destroyed' });

    // A second run, or a code arriving afterwards, changes nothing: the refund happened once.
    expect(await expireOneTimeOrders(at(expiresAt + 60_000))).toBe(0);
    expect((await signedSms(body.phone_number, 'Code 5555', undefined, stack.siteUrl).post()).status).toBe(200);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    expect(await refundMails()).toHaveLength(1);
  });

  it('closes the window of an order that had its code: no refund, and its number destroyed only then', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'window', stack.siteUrl);
    const { body } = await client.post('/users/orders.php', WHATSAPP);
    const expiresAt = Date.parse(body.order.expires_at);
    expect((await signedSms(body.phone_number, 'WhatsApp code 1357', 'WhatsApp', stack.siteUrl).post()).status).toBe(
      200,
    );
    await eventually(
      async () => (await client.get('/users/orders.php')).body.orders[0],
      (order) => order.status === 'completed',
    );
    // Kept for another SMS while the window is open (docs/decisions/030).
    expect(await at(0).numbers.find(body.phone_number)).toMatchObject({ status: 'allocated' });
    expect(await expireOneTimeOrders(at(expiresAt + 1_000))).toBe(0);
    expect(await at(0).numbers.find(body.phone_number)).toMatchObject({ status: 'destroyed' });
    expect((await client.get('/users/orders.php')).body.orders[0]).toMatchObject({
      status: 'completed',
      verification_code: '1357',
    });
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000 - 999, ledger: 2_000 - 999 });
  });

  it('expires a lease after 30 days and destroys its number', async () => {
    const { client } = await fundedMember(table, 2_000, 'lease-expiry', stack.siteUrl);
    const { body } = await client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 });
    const endsAt = Date.parse(body.lease.end_date);
    expect(endsAt - Date.parse(body.lease.start_date)).toBe(LEASE_DAYS * 86_400_000);

    expect(await expireLeases(at(endsAt - 1_000))).toBe(0);
    expect(await expireLeases(at(endsAt + 1_000))).toBeGreaterThanOrEqual(1);
    expect((await client.get('/users/leases.php')).body.leases[0]).toMatchObject({ status: 'expired', days_left: 0 });
    expect(await at(0).numbers.find(body.phone_number)).toMatchObject({ status: 'destroyed' });
  });

  it('removes codes and texts 24 hours after arrival, from the order, the inbox and the stored SMS', async () => {
    const { client } = await fundedMember(table, 5_000, 'codes', stack.siteUrl);
    const order = (await client.post('/users/orders.php', WHATSAPP)).body;
    const lease = (await client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 })).body;
    const toOrder = signedSms(order.phone_number, 'Your WhatsApp code 111-222', undefined, stack.siteUrl);
    const toLease = signedSms(lease.phone_number, 'Code 333444', undefined, stack.siteUrl);
    await toOrder.post();
    await toLease.post();
    const inbox = () => client.get(`/users/leases/messages.php?lease_id=${lease.order_id}`);
    await eventually(inbox, (reply) => reply.body.messages.length === 1);
    const completed = await eventually(
      async () => (await client.get('/users/orders.php')).body.orders[0],
      (found) => found.verification_code !== null,
    );
    const removeAt = Date.parse(completed.expires_at) + SMS_CODE_RETENTION_HOURS * 3_600_000;

    expect(await removeExpiredCodes(at(Date.now()))).toBe(0);
    expect(await removeExpiredCodes(at(removeAt))).toBeGreaterThanOrEqual(4);
    expect((await client.get('/users/orders.php')).body.orders[0]).toMatchObject({
      status: 'completed',
      verification_code: null,
      sms_text: null,
    });
    expect((await inbox()).body.messages[0]).toMatchObject({ code: null, text: null });
    const stored = at(0).inboundSms;
    expect(await stored.find(toOrder.messageSid)).toMatchObject({ body: null, code: null, status: 'routed' });
    expect(await stored.find(toLease.messageSid)).toMatchObject({ body: null, code: null });
  });
});
