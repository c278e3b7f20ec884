import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { API_BASE_PATH } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { registeredAdmin } from '../support/admin.js';
import { csvObjects, parseCsv } from '../support/csv.js';
import { createKey } from '../support/api-keys.js';
import { Client, registeredMember } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { balance, eventually, payAtSimulator, startTopUp } from '../support/payments.js';
import { localTable } from '../support/table.js';

// A stack of its own whose exports read 2 rows a page, so every export below crosses pages.
const PAGE_SIZE = 2;
let stack: LocalStack;
let table: TableClient;
let admin: Client;
let member: Awaited<ReturnType<typeof registeredMember>>;
let other: Client;
let semicolon: Awaited<ReturnType<typeof registeredMember>>;
let command: Awaited<ReturnType<typeof registeredMember>>;
const bought: Record<string, string> = {};

/** A name a spreadsheet would run as a formula, were it written as it is. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const today = () => new Date().toISOString().slice(0, 10);

/** A CSV export as the browser gets it: status, headers and text. */
async function download(client: Client, path: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${stack.siteUrl}${API_BASE_PATH}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  stack = await ownStack({ EXPORT_PAGE_SIZE: String(PAGE_SIZE) });
  table = localTable(stack.dataDir);
  admin = (await registeredAdmin(table, stack.siteUrl)).client;
  other = (await registeredMember('other', undefined, stack.siteUrl)).client;
  member = await registeredMember('receipts', undefined, stack.siteUrl);
  semicolon = await registeredMember('semicolon', undefined, stack.siteUrl);
  expect((await semicolon.client.put('/users/profile.php', { name: 'x;=1+2' })).status).toBe(200);
  command = await registeredMember('command', undefined, stack.siteUrl);
  expect((await command.client.put('/users/profile.php', { name: '=cmd' })).status).toBe(200);
  const { client } = member;
  expect((await client.put('/users/profile.php', { name: FORMULA_NAME })).status).toBe(200);

  // A real top-up through the provider's simulator: $100 and its bonus.
  const topUp = await startTopUp(client, 10_000);
  bought.topUpRef = topUp.transaction_id;
  await payAtSimulator(topUp.payment_url, 'pay');
  expect(
    await eventually(
      () => balance(client),
      (cents) => cents === 11_500,
    ),
  ).toBe(11_500);

  // Each kind of purchase, a refund and an API key's fee.
  const order = await client.post('/users/orders.php', WHATSAPP);
  expect(order.status).toBe(201);
  bought.order = String(order.body.order_id);
  expect((await client.delete(`/users/orders.php?id=${bought.order}`)).status).toBe(200);
  const second = await client.post('/users/orders.php', WHATSAPP);
  expect(second.status).toBe(201);
  bought.secondOrder = String(second.body.order_id);
  const lease = await client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 });
  expect(lease.status).toBe(201);
  bought.lease = String(lease.body.order_id);
  expect((await client.post('/users/sim-cards.php', { price_cents: 2500 })).status).toBe(201);
  expect((await createKey(client, 'Receipts')).status).toBe(201);
}, 120_000);
afterAll(() => stack?.stop());

describe("a member's receipts", () => {
  it('has one for every entry of the wallet: the item, the amount, the payment method and reference, the date', async () => {
    const { client } = member;
    const ledger = (await client.get('/users/wallet-transactions.php')).body.transactions as { id: string }[];
    expect(ledger).toHaveLength(8);
    const receipts = [];
    for (const entry of ledger) {
      const reply = await client.get(`/users/receipt.php?id=${entry.id}`);
      expect(reply.status).toBe(200);
      receipts.push(reply.body.receipt);
    }
    const byKind = Object.fromEntries(receipts.map((receipt) => [receipt.kind, receipt]));
    expect(Object.keys(byKind).sort()).toEqual(['api_key', 'bonus', 'esim', 'lease', 'one_time', 'refund', 'top_up']);
    expect(byKind.top_up).toMatchObject({
      amount: 10_000,
      credit: true,
      currency: 'USD',
      payment_method: 'CoinPayments (BTC)',
      payment_reference: expect.stringMatching(/\S/),
    });
    expect(byKind.bonus).toMatchObject({ amount: 1_500, payment_method: 'CoinPayments (BTC)' });
    expect(byKind.refund).toMatchObject({ amount: 999, credit: true, payment_method: 'Wallet balance' });
    expect(byKind.esim).toMatchObject({ amount: 2_500, credit: false, item: 'Number Purchase: UK eSIM' });
    expect(byKind.api_key).toMatchObject({ amount: 2_900, item: 'API key: Receipts' });
    for (const receipt of receipts) {
      expect(Date.parse(receipt.date)).toBeGreaterThan(Date.now() - 300_000);
      expect(receipt.number).toMatch(/^[0-9a-z]+$/);
    }
  });

  it('is found from the order or lease it paid for, by its reference', async () => {
    const { client } = member;
    const order = await client.get(
      `/users/receipt.php?reference=${encodeURIComponent(`one_time:${bought.secondOrder}`)}`,
    );
    expect(order.status).toBe(200);
    expect(order.body.receipt).toMatchObject({
      kind: 'one_time',
      item: 'One-Time SMS: WhatsApp',
      amount: 999,
      payment_method: 'Wallet balance',
      payment_reference: bought.secondOrder,
    });
    const lease = await client.get(`/users/receipt.php?reference=lease:${bought.lease}`);
    expect(lease.body.receipt).toMatchObject({ kind: 'lease', amount: 1_499 });
    const refund = await client.get(`/users/receipt.php?reference=refund:one_time:${bought.order}`);
    expect(refund.body.receipt).toMatchObject({ kind: 'refund', amount: 999 });
  });

  it('is not found for anyone else: another member gets 404, as for an entry that never was; a visitor 401', async () => {
    const [entry] = (await member.client.get('/users/wallet-transactions.php')).body.transactions as { id: string }[];
    const notFound = { status: 404, body: { success: false, error: MESSAGES.notFound } };
    expect(await other.get(`/users/receipt.php?id=${entry!.id}`)).toMatchObject(notFound);
    expect(await other.get(`/users/receipt.php?reference=one_time:${bought.secondOrder}`)).toMatchObject(notFound);
    expect(await member.client.get('/users/receipt.php?id=mzzzzzzz000000')).toMatchObject(notFound);
    expect(await member.client.get('/users/receipt.php?id=not-an-id')).toMatchObject(notFound);
    expect(await member.client.get('/users/receipt.php?reference=one_time:1')).toMatchObject(notFound);
    expect((await new Client(stack.siteUrl).get(`/users/receipt.php?id=${entry!.id}`)).status).toBe(401);
    expect((await member.client.get(`/users/receipt.php?id=${entry!.id}&reference=x`)).status).toBe(400);
    expect((await member.client.get('/users/receipt.php')).status).toBe(400);
  });
});

describe("an anonymous buyer's receipt", () => {
  it('is given for a paid order to whoever holds its link, and not found before it is paid', async () => {
    const visitor = new Client(stack.siteUrl);
    const created = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=1&amount=999&currency=USD&crypto=BTC',
    );
    expect(created.status).toBe(201);
    const orderId = created.body.order_id as string;
    const path = `/anonymous/receipt.php?order_id=${orderId}`;
    expect(await visitor.get(path)).toMatchObject({ status: 404, body: { error: MESSAGES.notFound } });
    await payAtSimulator(created.body.payment_url, 'pay');
    const paid = await eventually(
      () => visitor.get(path),
      (reply) => reply.status === 200,
    );
    expect(paid.body.receipt).toMatchObject({
      kind: 'one_time',
      amount: 999,
      credit: false,
      payment_method: 'CoinPayments (BTC)',
      item: expect.stringContaining('WhatsApp'),
    });
    expect((await visitor.get(`/anonymous/receipt.php?order_id=${'0'.repeat(32)}`)).status).toBe(404);
  });
});

describe("a member's CSV exports", () => {
  it('writes the transactions of the days asked for, every page of them, as a file', async () => {
    const reply = await download(member.client, `/users/exports/transactions.csv?from=${today()}&to=${today()}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="transactions-${today()}-to-${today()}.csv"`,
    );
    const rows = csvObjects(reply.text);
    // 8 entries at 2 a page: the export read 4 pages (5 with the empty last) and wrote each entry once.
    expect(rows).toHaveLength(8);
    const ledger = (await member.client.get('/users/wallet-transactions.php')).body.transactions as { id: string }[];
    expect(rows.map((row) => row.Receipt).sort()).toEqual(ledger.map((entry) => entry.id).sort());
    expect(rows.map((row) => row.Date)).toEqual([...rows.map((row) => row.Date)].sort());
    // A debit is written as a negative number; a top-up's reference is the provider's, as the buyer saw it there.
    expect(rows.find((row) => row.Description === 'Number Purchase: UK eSIM')?.['Amount (USD)']).toBe('-25.00');
    expect(rows.find((row) => row.Type === 'deposit')?.Reference).toBe(bought.topUpRef);
  });

  it('opens as a spreadsheet needs it: amounts that sum to the balance, references a buyer can read', async () => {
    const reply = await download(member.client, `/users/exports/transactions.csv?from=${today()}&to=${today()}`);
    const rows = csvObjects(reply.text);
    const amounts = rows.map((row) => row['Amount (USD)']!);
    for (const amount of amounts) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    const sumCents = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
    expect(sumCents).toBe(await balance(member.client));
    expect(sumCents).toBeLessThan(11_500);
    // No ledger key: the provider's reference for the top-up and its bonus, the order's, lease's or key's own id else.
    const references = rows.map((row) => row.Reference!);
    for (const reference of references) expect(reference).toMatch(/^[\w-]+$/);
    expect(references.filter((reference) => reference === bought.topUpRef)).toHaveLength(2);
    expect(references).toEqual(expect.arrayContaining([bought.order, bought.secondOrder, bought.lease]));
  });

  it('writes nothing but the header for days without entries, and refuses a range that is not one', async () => {
    const empty = await download(member.client, '/users/exports/transactions.csv?from=2020-01-01&to=2020-01-31');
    expect(parseCsv(empty.text)).toEqual([['Date', 'Receipt', 'Type', 'Description', 'Amount (USD)', 'Reference']]);
    for (const query of [
      'from=2026-02-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=today',
      '',
    ]) {
      const refused = await download(member.client, `/users/exports/transactions.csv?${query}`);
      expect(refused.status, query).toBe(400);
    }
    expect(
      (await download(new Client(stack.siteUrl), `/users/exports/orders.csv?from=${today()}&to=${today()}`)).status,
    ).toBe(401);
  });

  it("writes the member's own one-time orders, no one else's", async () => {
    await other.post('/users/orders.php', WHATSAPP);
    const reply = await download(member.client, `/users/exports/orders.csv?from=${today()}&to=${today()}`);
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="orders-${today()}-to-${today()}.csv"`);
    const rows = csvObjects(reply.text);
    expect(rows.map((row) => row.Order).sort()).toEqual([bought.order, bought.secondOrder].sort());
    expect(rows.map((row) => row.Status).sort()).toEqual(['cancelled', 'pending']);
    // A UK number is written as a formula of text, which a spreadsheet shows as +44…, never as the number 44….
    for (const row of rows) expect(row['Phone Number']).toMatch(/^="\+44\d{10}"$/);
    expect(reply.text).toMatch(/,"=""\+44\d{10}""",/);
    for (const row of rows) expect(row['Price (USD)']).toBe('9.99');
  });
});

describe('the back office CSV exports', () => {
  it('writes every user the list pages through, a page at a time, with formula-looking names guarded', async () => {
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Record<string, any> = (
        await admin.get(`/admin/users.php?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).body;
      listed.push(...page.users.map((user: { id: string }) => user.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(listed.length).toBeGreaterThan(PAGE_SIZE);

    const reply = await download(admin, '/admin/exports/users.csv');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvObjects(reply.text);
    expect(rows.map((row) => row.id)).toEqual(listed);
    expect(rows.find((row) => row.id === member.user.id)?.name).toBe(`'${FORMULA_NAME}`);
    expect(reply.text).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    // A `;` is quoted, so a `;`-separated spreadsheet keeps `x;=1+2` in one cell of text; `=cmd` is guarded.
    const nameOf = (id: string) => rows.find((row) => row.id === id)?.name;
    expect(nameOf(semicolon.user.id)).toBe('x;=1+2');
    expect(reply.text).toContain(',"x;=1+2",');
    expect(nameOf(command.user.id)).toBe("'=cmd");
    // Balances are numbers (cents), never guarded text.
    for (const row of rows) expect(row.wallet_balance).toMatch(/^\d+$/);
  });

  it("writes what the screen's filter selects: the orders of one member's email", async () => {
    const reply = await download(admin, `/admin/exports/orders.csv?search=${encodeURIComponent(member.email)}`);
    expect(reply.status).toBe(200);
    const rows = csvObjects(reply.text);
    expect(rows.map((row) => row.id).sort()).toEqual([bought.order, bought.secondOrder].sort());
    expect(new Set(rows.map((row) => row.user_email))).toEqual(new Set([member.email]));
    const all = csvObjects((await download(admin, '/admin/exports/orders.csv')).text);
    expect(all.length).toBeGreaterThan(rows.length);
  });

  it("writes what the screen's dropdowns and typed term select, over every page of the list", async () => {
    const rowsOf = async (path: string) => {
      const reply = await download(admin, path);
      expect(reply.status, path).toBe(200);
      return csvObjects(reply.text);
    };
    const pending = await rowsOf('/admin/exports/orders.csv?status=pending');
    expect(pending.map((row) => row.id)).toContain(bought.secondOrder);
    expect(pending.map((row) => row.id)).not.toContain(bought.order);
    expect(new Set(pending.map((row) => row.status))).toEqual(new Set(['pending']));
    const term = encodeURIComponent(member.email.toUpperCase().slice(0, -4));
    expect((await rowsOf(`/admin/exports/orders.csv?term=${term}&status=cancelled`)).map((row) => row.id)).toEqual([
      bought.order,
    ]);
    // Every order the list holds is a one-time one.
    expect(await rowsOf(`/admin/exports/orders.csv?term=${term}&type=lease`)).toEqual([]);
    expect((await rowsOf(`/admin/exports/orders.csv?term=${term}&type=one-time`)).length).toBe(2);
    expect((await rowsOf(`/admin/exports/leases.csv?term=${term}&status=active`)).map((row) => row.id)).toEqual([
      bought.lease,
    ]);
    expect(await rowsOf(`/admin/exports/leases.csv?term=${term}&status=expired`)).toEqual([]);
    expect((await rowsOf(`/admin/exports/users.csv?term=${term}&status=active`)).map((row) => row.id)).toEqual([
      member.user.id,
    ]);
    expect(await rowsOf(`/admin/exports/users.csv?term=${term}&status=inactive`)).toEqual([]);

    const subjects = ['Filter urgent one', 'Filter low one', 'Filter urgent two'];
    const opened: string[] = [];
    for (const subject of subjects) {
      const ticket = await member.client.post('/users/tickets.php', {
        subject,
        category: 'GENERAL',
        priority: subject.includes('urgent') ? 'urgent' : 'low',
        message: 'Please look at this.',
      });
      opened.push(ticket.body.ticket.id as string);
    }
    expect((await admin.put(`/admin/tickets/${opened[2]}.php`, { status: 'resolved' })).status).toBe(200);
    const urgentOpen = await rowsOf('/admin/exports/tickets.csv?status=open&priority=urgent&term=filter');
    expect(urgentOpen.map((row) => row.subject)).toEqual(['Filter urgent one']);
    const byReference = await rowsOf(`/admin/exports/tickets.csv?term=TKT-${opened[1]}`);
    expect(byReference.map((row) => row.id)).toEqual([opened[1]]);
    expect((await download(admin, '/admin/exports/held-payments.csv?status=held')).status).toBe(400);
  });

  it('exports the leases, held payments and tickets, refuses a search those screens do not have, and knows no other list', async () => {
    for (const list of ['leases', 'held-payments', 'tickets']) {
      const reply = await download(admin, `/admin/exports/${list}.csv`);
      expect(reply.status, list).toBe(200);
      expect(parseCsv(reply.text)[0]!.length, list).toBeGreaterThan(3);
    }
    const leases = csvObjects((await download(admin, '/admin/exports/leases.csv')).text);
    expect(leases.map((row) => row.id)).toContain(bought.lease);
    expect((await download(admin, '/admin/exports/tickets.csv?search=x')).status).toBe(400);
    expect((await download(admin, '/admin/exports/wallets.csv')).status).toBe(404);
  });

  it('is for admins only: 401 for a visitor, 403 for a member', async () => {
    for (const list of ['users', 'orders', 'leases', 'held-payments', 'tickets']) {
      expect((await download(new Client(stack.siteUrl), `/admin/exports/${list}.csv`)).status).toBe(401);
      expect((await download(member.client, `/admin/exports/${list}.csv`)).status).toBe(403);
    }
  });
});
