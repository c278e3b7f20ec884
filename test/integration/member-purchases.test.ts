import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { Client, registeredMember } from '../support/http.js';
import { balanceAndLedger, fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE_WHATSAPP = { ...WHATSAPP, price_cents: 1499 };

async function balanceOf(client: Client): Promise<number> {
  return (await client.get('/users/profile.php')).body.user.wallet_balance;
}

describe('member one-time purchases', () => {
  it('sells a one-time WhatsApp number at the server price, debiting the wallet in the same step', async () => {
    const { client, user } = await fundedMember(table, 5_000, 'one-time');
    const bought = await client.post('/users/orders.php', WHATSAPP);
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ success: true, message: MESSAGES.orderCreated });
    expect(bought.body.phone_number).toMatch(/^\+44\d{10}$/);
    expect(await balanceOf(client)).toBe(5_000 - 999);

    const list = await client.get('/users/orders.php');
    expect(list.body.orders).toHaveLength(1);
    expect(list.body.orders[0]).toMatchObject({
      id: bought.body.order_id,
      service_name: 'WhatsApp',
      icon: 'whatsapp',
      phone_number: bought.body.phone_number,
      verification_code: null,
      status: 'pending',
      price: 999,
    });
    const { created_at, expires_at } = list.body.orders[0];
    expect(Date.parse(expires_at) - Date.parse(created_at)).toBe(900_000);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 4_001, ledger: 4_001 });
  });

  it('refuses a price that disagrees with the server, an unknown service and a short wallet, charging nothing', async () => {
    const { client } = await fundedMember(table, 500, 'refused');
    const cheap = await client.post('/users/orders.php', { ...WHATSAPP, price_cents: 1 });
    expect(cheap.status).toBe(400);
    expect(cheap.body.error).toBe(MESSAGES.priceChanged);
    expect(cheap.body.details).toEqual({ price_cents: 'The price is 999 cents' });
    expect((await client.post('/users/orders.php', { ...WHATSAPP, service_id: 9_999 })).status).toBe(404);
    const short = await client.post('/users/orders.php', WHATSAPP);
    expect(short.status).toBe(402);
    expect(short.body.error).toBe(MESSAGES.insufficientBalance);
    expect((await client.post('/users/leases.php', LEASE_WHATSAPP)).status).toBe(402);
    expect((await client.post('/users/sim-cards.php', { price_cents: 2500 })).status).toBe(402);
    expect(await balanceOf(client)).toBe(500);
    expect((await client.get('/users/orders.php')).body.orders).toEqual([]);
  });

  it('cancels an order without a code and refunds it at once, once', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'cancel');
    const { body } = await client.post('/users/orders.php', WHATSAPP);
    const cancelled = await client.delete(`/users/orders.php?id=${body.order_id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ message: MESSAGES.orderCancelled, order: { status: 'cancelled' } });
    expect(await balanceOf(client)).toBe(2_000);
    const again = await client.delete(`/users/orders.php?id=${body.order_id}`);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.orderNotCancellable);
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
  });

  it("lists a cancelled order's refund as a refund, not as a deposit", async () => {
    const { client } = await fundedMember(table, 2_000, 'refund-type');
    const { body } = await client.post('/users/orders.php', WHATSAPP);
    expect((await client.delete(`/users/orders.php?id=${body.order_id}`)).status).toBe(200);
    const ledger = (await client.get('/users/wallet-transactions.php')).body;
    expect(ledger.transactions.map((t: { type: string; amount_cents: number }) => [t.type, t.amount_cents])).toEqual([
      ['refund', 999],
      ['purchase', 999],
      ['deposit', 2_000],
    ]);
    expect(ledger.balance).toBe(2_000);
  });

  it("answers 404 for another member's order and lease, revealing nothing", async () => {
    const owner = await fundedMember(table, 5_000, 'owner');
    const order = await owner.client.post('/users/orders.php', WHATSAPP);
    const lease = await owner.client.post('/users/leases.php', LEASE_WHATSAPP);
    const { client: other } = await registeredMember('snoop');
    const cancel = await other.delete(`/users/orders.php?id=${order.body.order_id}`);
    expect(cancel.status).toBe(404);
    expect(cancel.body).toEqual({ success: false, error: MESSAGES.orderNotFound });
    const inbox = await other.get(`/users/leases/messages.php?lease_id=${lease.body.order_id}`);
    expect(inbox.status).toBe(404);
    expect(inbox.body).toEqual({ success: false, error: MESSAGES.leaseNotFound });
    expect((await other.get('/users/orders.php')).body.orders).toEqual([]);
    expect((await other.get('/users/leases.php')).body.leases).toEqual([]);
    expect((await owner.client.get('/users/orders.php')).body.orders[0].status).toBe('pending');
  });
});

describe('member leases', () => {
  it('rents a number for 30 days with an empty inbox', async () => {
    const { client, user } = await fundedMember(table, 2_000, 'lease');
    const rented = await client.post('/users/leases.php', LEASE_WHATSAPP);
    expect(rented.status).toBe(201);
    expect(rented.body).toMatchObject({
      message: MESSAGES.numberRented,
      lease: { status: 'active', days_left: 30, price: 1499, message_count: 0 },
    });
    const { leases } = (await client.get('/users/leases.php')).body;
    expect(leases).toHaveLength(1);
    expect(leases[0].phone_number).toBe(rented.body.phone_number);
    expect(Date.parse(leases[0].end_date) - Date.parse(leases[0].start_date)).toBe(30 * 86_400_000);
    const inbox = await client.get(`/users/leases/messages.php?lease_id=${rented.body.order_id}`);
    expect(inbox.body).toMatchObject({ success: true, messages: [], lease: { id: rented.body.order_id } });
    expect(await balanceAndLedger(table, user.id)).toEqual({ balance: 501, ledger: 501 });
  });

  it('charges the Pro price for the All Services lease', async () => {
    const { client } = await fundedMember(table, 2_000, 'pro');
    const pro = { service_id: 59, service_name: 'All Services', price_cents: 1999 };
    expect((await client.post('/users/leases.php', { ...pro, price_cents: 1499 })).status).toBe(400);
    const rented = await client.post('/users/leases.php', pro);
    expect(rented.status).toBe(201);
    expect(rented.body.lease.service_name).toBe('All Services');
    expect(await balanceOf(client)).toBe(1);
  });
});

describe('member eSIM purchases', () => {
  it('sells a UK eSIM for 25.00 with a PNG QR, PUK and ICCID that stay in the list', async () => {
    const { client } = await fundedMember(table, 3_000, 'esim');
    expect((await client.post('/users/sim-cards.php', { price_cents: 2_000 })).status).toBe(400);
    const bought = await client.post('/users/sim-cards.php', { price_cents: 2_500 });
    expect(bought.status).toBe(201);
    expect(bought.body.qr_data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(bought.body.qr_data.puk).toMatch(/^\d{8}$/);
    expect(bought.body.qr_data.iccid).toMatch(/^89\d{17,18}$/);
    expect(bought.body.qr_data.activation_code).toMatch(/^LPA:1\$/);
    expect(await balanceOf(client)).toBe(500);
    const { sim_cards } = (await client.get('/users/sim-cards.php')).body;
    expect(sim_cards).toEqual([
      expect.objectContaining({
        id: bought.body.sim_card.id,
        phone_number: bought.body.phone_number,
        qr_code: bought.body.qr_data.qr_code,
        puk_code: bought.body.qr_data.puk,
        activation_code: bought.body.qr_data.activation_code,
        uuid: bought.body.qr_data.iccid,
        status: 'sold',
        service: 'UK eSIM',
      }),
    ]);
  });
});

describe('stock counters', () => {
  it('answers the landing page with real counts', async () => {
    const stats = await new Client().get('/anonymous/stats.php');
    expect(stats.status).toBe(200);
    expect(stats.body.activeStock).toBeGreaterThan(0);
    expect(stats.body.destroyedNumbers).toBeGreaterThanOrEqual(0);
  });
});
