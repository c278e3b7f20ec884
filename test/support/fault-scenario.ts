// One fixed story of purchases, codes, a refund, a lease's message, an eSIM, a paid top-up and an anonymous order,
// and the state it leaves, read through the API: run on a stack without faults and on one with a fault, the states
// must be equal (docs/decisions/033).

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createLedgerCheckReader } from '../../functions/adapters/dynamo/ledger-check-reader.js';
import { checkLedger } from '../../functions/domain/audit/ledger-check.js';
import { confirmMemberEmail } from './confirm-email.js';
import { Client } from './http.js';
import { eventually, payAtSimulator } from './payments.js';
import { signedSms } from './sms.js';
import { fundedMember } from './stock.js';
import { deliveriesDone } from './running-stack.js';
import { localTable } from './table.js';

const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
/** Long enough for a message retried through every try a consumer has (docs/decisions/033). */
const SETTLE_MS = 30_000;

export interface ScenarioState {
  balance: number;
  ledger: string[];
  orders: { status: string; code: string | null }[];
  leaseInbox: (string | null)[];
  sims: number;
  topUp: { status: string; credited: number };
  anonymous: { status: string; code: string | null };
}

export async function runScenario(siteUrl: string, dataDir: string): Promise<ScenarioState> {
  const table = localTable(dataDir);
  // Confirmed by its link, read from the outbox when the stack's mail fails, so that its emails are written and tried.
  const { client, email } = await fundedMember(table, 20_000, 'fault-scenario', siteUrl, { confirmed: false });
  await confirmMemberEmail(email, siteUrl, table);
  const sms = (to: string, text: string) => signedSms(to, text, 'WhatsApp', siteUrl).post();

  const coded = (await client.post('/users/orders.php', WHATSAPP)).body;
  await sms(coded.phone_number, 'Your WhatsApp code is 314159');
  const cancelled = (await client.post('/users/orders.php', WHATSAPP)).body;
  const cancel = await client.delete(`/users/orders.php?id=${cancelled.order_id}`);
  if (cancel.status !== 200) throw new Error(`cancel answered ${cancel.status}: ${JSON.stringify(cancel.body)}`);
  const lease = (await client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 })).body;
  await sms(lease.phone_number, 'Your WhatsApp code is 271828');
  const sim = await client.post('/users/sim-cards.php', { price_cents: 2_500 });
  if (sim.status !== 201) throw new Error(`eSIM answered ${sim.status}`);
  const topUp = (
    await client.post('/users/coinpayments.php', { amount: 3_000, currency: 'USD', crypto_currency: 'BTC' })
  ).body;
  await payAtSimulator(topUp.payment_url, 'pay', 2, true);

  const visitor = new Client(siteUrl);
  const anonymous = (
    await visitor.get('/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC')
  ).body;
  await payAtSimulator(anonymous.payment_url, 'pay', 2);
  const paid = await eventually(
    () => visitor.get(`/anonymous/check-payment.php?order_id=${anonymous.order_id}`),
    (reply) => typeof reply.body.order?.phone_number === 'string',
    SETTLE_MS,
  );
  await sms(paid.body.order.phone_number, 'Your WhatsApp code is 161803');

  const orders = await eventually(
    async () => (await client.get('/users/orders.php')).body.orders as { status: string; verification_code: string }[],
    (list) => list.some((order) => order.verification_code === '314159'),
    SETTLE_MS,
  );
  const inbox = await eventually(
    async () => (await client.get(`/users/leases/messages.php?lease_id=${lease.order_id}`)).body.messages as unknown[],
    (messages) => messages?.length > 0,
    SETTLE_MS,
  );
  const payment = await eventually(
    async () => (await client.get(`/users/coinpayments.php?payment_id=${topUp.payment_id}`)).body.payment,
    (value) => value?.status === 'completed',
    SETTLE_MS,
  );
  const anonymousSms = await eventually(
    async () => (await visitor.get(`/anonymous/check-sms.php?order_id=${anonymous.order_id}`)).body,
    (body) => body.sms_code !== null,
    SETTLE_MS,
  );
  // Late deliveries and duplicates still on their way would show here as a second entry or a double credit.
  await deliveriesDone(dataDir);
  const ledger = (await client.get('/users/wallet-transactions.php')).body.transactions as {
    type: string;
    amount: number;
  }[];
  return {
    balance: (await client.get('/auth/me.php')).body.user.wallet_balance,
    ledger: ledger.map((entry) => `${entry.type} ${entry.amount}`).sort(),
    orders: orders
      .map((order) => ({ status: order.status, code: order.verification_code }))
      .sort((a, b) => a.status.localeCompare(b.status)),
    leaseInbox: (inbox as { code: string | null }[]).map((message) => message.code),
    sims: ((await client.get('/users/sim-cards.php')).body.sim_cards as unknown[]).length,
    topUp: { status: payment.status, credited: payment.credited_amount },
    anonymous: { status: anonymousSms.status, code: anonymousSms.sms_code },
  };
}

/** The books of the whole stack, and its consumers' dead letters. */
export async function stackHealth(dataDir: string) {
  const report = await checkLedger(createLedgerCheckReader(localTable(dataDir)));
  const folder = path.join(dataDir, 'dead-letters');
  const deadLetters = existsSync(folder) ? readdirSync(folder) : [];
  return { discrepancies: report.discrepancies, deadLetters };
}
