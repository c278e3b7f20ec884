import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { luhnCheckDigit } from '../../shared/iccid.js';
import { importSimCards } from '../../functions/domain/sims/import-sim-cards.js';
import { importNumbers } from '../../functions/domain/stock/import-numbers.js';
import { MESSAGES } from '../../shared/messages.js';
import { Client } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStackWithTable } from '../support/own-stack.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';

// A stack of its own with no seeded stock, so that these tests know exactly what is for sale. Its 200 concurrent
// invocations share one process (AWS would run them side by side), so their deadline is raised from 10 s.
let stack: LocalStack;
let table: TableClient;

beforeAll(async () => ({ stack, table } = await ownStackWithTable({ SEED_STOCK: 'false', FUNCTION_TIMEOUT_S: '120' })));
afterAll(() => stack?.stop());

const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

describe('allocation under a race (docs/decisions/016 invariants 1 and 2)', () => {
  it('makes exactly 50 orders with 50 distinct numbers from 200 concurrent purchases by 20 members for 50 numbers', async () => {
    const stock = createStockRepositories(table);
    const lines = Array.from({ length: 50 }, (_, i) => `+44770091${String(i).padStart(4, '0')}`).join('\n');
    expect(await importNumbers(stock.numbers, lines, new Date())).toEqual({ added: 50, skipped: 0 });
    expect((await new Client(stack.siteUrl).get('/anonymous/stats.php')).body).toMatchObject({ activeStock: 50 });

    const funding = 10 * 999;
    const members = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fundedMember(table, funding, `racer-${i}`, stack.siteUrl)),
    );
    const replies = await Promise.all(
      members.flatMap((member) => Array.from({ length: 10 }, () => member.client.post('/users/orders.php', WHATSAPP))),
    );

    const sold = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(sold).toHaveLength(50);
    expect(new Set(sold.map((reply) => reply.body.phone_number)).size).toBe(50);
    expect(refused).toHaveLength(150);
    for (const reply of refused) expect(reply.body).toEqual({ success: false, error: MESSAGES.noNumbers });

    let orders = 0;
    for (const member of members) {
      const bought = (await member.client.get('/users/orders.php')).body.orders.length;
      orders += bought;
      expect(await balanceAndLedger(table, member.user.id)).toEqual({
        balance: funding - bought * 999,
        ledger: funding - bought * 999,
      });
    }
    expect(orders).toBe(50);
    for (const reply of sold) {
      expect(await stock.numbers.find(reply.body.phone_number)).toMatchObject({
        status: 'allocated',
        holder: { kind: 'oneTime', id: reply.body.order_id },
      });
    }
    expect(await stock.numbers.available(10)).toEqual([]);
    expect((await new Client(stack.siteUrl).get('/anonymous/stats.php')).body).toMatchObject({ activeStock: 0 });
  }, 120_000);

  it('leaves an eSIM in stock out of the numbers in stock, and sells the last eSIM once when 20 funded members race for it', async () => {
    const stock = createStockRepositories(table);
    const payload = '894477999000000001';
    const line = `${payload}${luhnCheckDigit(payload)},12345678,+447700919999,LPA:1$smdp.example.com$RACE-1`;
    const stats = async () => (await new Client(stack.siteUrl).get('/anonymous/stats.php')).body.activeStock;
    const numbersInStock = await stats();
    expect(await importSimCards(stock.simCards, line, new Date())).toEqual({ added: 1, skipped: 0 });
    // 'UK numbers in stock now' counts numbers for one-time orders and leases; an eSIM in stock is not one of them.
    expect(await stats()).toBe(numbersInStock);

    const members = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fundedMember(table, 2_500, `esim-racer-${i}`, stack.siteUrl)),
    );
    const replies = await Promise.all(
      members.map((member) => member.client.post('/users/sim-cards.php', { price_cents: 2_500 })),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(refused).toHaveLength(19);
    for (const reply of refused) expect(reply.body).toEqual({ success: false, error: MESSAGES.noSimCards });
    for (const member of members) {
      const { balance, ledger } = await balanceAndLedger(table, member.user.id);
      expect(balance).toBe(ledger);
      expect([0, 2_500]).toContain(balance);
    }
    expect(await stock.simCards.inStock(10)).toEqual([]);
  }, 60_000);
});
