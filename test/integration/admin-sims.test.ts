import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { luhnCheckDigit } from '../../shared/iccid.js';
import { MESSAGES } from '../../shared/messages.js';
import { Client, registeredMember } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStack } from '../support/own-stack.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';
import { enrolTwoFactor } from '../support/two-factor.js';

// A stack of its own with no seeded stock, so that the SIM a member buys can only be one added here.
let stack: LocalStack;
let table: TableClient;
let admin: Client;

beforeAll(async () => {
  stack = await ownStack({ SEED_STOCK: 'false' });
  table = localTable(stack.dataDir);
  const { client, user, password } = await registeredMember('sim-admin', undefined, stack.siteUrl);
  await createUserRepository(table).setRole(user.id, 'ADMIN');
  await enrolTwoFactor(client, password);
  admin = client;
}, 60_000);
afterAll(() => stack?.stop());

let serial = 0;
/** A fresh valid SIM: 20-digit ICCID with its Luhn digit, PUK, a +44 number and its activation code. */
function nextSim() {
  serial += 1;
  const payload = `8944770${String(serial).padStart(12, '0')}`;
  return {
    iccid: payload + luhnCheckDigit(payload),
    puk_code: String(20_000_000 + serial),
    phone_number: `+4477009${String(serial).padStart(5, '0')}`,
    activation: `LPA:1$smdp.example.com$ADMIN-${serial}`,
  };
}

const qrPng = async (text: string) => QRCode.toBuffer(text, { type: 'png', width: 200, margin: 2 });

function blankPng(): Buffer {
  const image = new PNG({ width: 64, height: 64 });
  image.data.fill(255);
  return PNG.sync.write(image);
}

function simForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('qr_code', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  return form;
}

async function addSim(sim = nextSim(), client = admin) {
  const { activation, ...fields } = sim;
  const reply = await client.post(
    '/admin/sim-cards.php',
    simForm({ ...fields, price_cents: '2500' }, { bytes: await qrPng(activation), name: 'qr.png' }),
  );
  return { sim, reply };
}

const list = (query = '') => admin.get(`/admin/sim-cards.php${query}`);
const setStatus = (id: string, status: string) => admin.put('/admin/sim-cards.php', { id, status });
const remove = (id: string) => admin.call('DELETE', '/admin/sim-cards.php', { id });

describe('the back office SIM stock', () => {
  it('adds a SIM from a multipart upload whose PNG holds its eSIM activation code, and lists it first', async () => {
    const { sim, reply } = await addSim();
    expect(reply.status).toBe(201);
    expect(reply.body.sim_card).toMatchObject({
      iccid: sim.iccid,
      puk_code: sim.puk_code,
      phone_number: sim.phone_number,
      status: 'STOCK',
      price_cents: 2500,
      sold_to_user_name: null,
    });
    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.sim_cards[0]).toEqual(reply.body.sim_card);
    expect(listed.body.stats).toMatchObject({ stock_count: expect.any(Number), total_revenue: 0 });
    const stored = await createStockRepositories(table).simCards.find(reply.body.sim_card.id);
    expect(stored?.activationCode).toBe(sim.activation);
  });

  it('refuses bad uploads with a 400 naming the rule, and adds nothing', async () => {
    const before = (await list()).body.stats.total;
    const { activation, ...fields } = nextSim();
    const good = { ...fields, price_cents: '2500' };
    const qr = await qrPng(activation);
    const cases: [FormData, string][] = [
      [simForm(good, { bytes: Buffer.from('GIF89a not a png at all'), name: 'qr.png' }), MESSAGES.simQrNotPng],
      [simForm(good, { bytes: blankPng(), name: 'qr.png' }), MESSAGES.simQrUnreadable],
      [
        simForm(good, { bytes: await qrPng('https://example.com/not-an-esim'), name: 'qr.png' }),
        MESSAGES.simQrUnreadable,
      ],
      [simForm(good), MESSAGES.simQrRequired],
      [
        simForm(
          { ...good, iccid: `${fields.iccid.slice(0, -1)}${(Number(fields.iccid.at(-1)) + 1) % 10}` },
          { bytes: qr, name: 'qr.png' },
        ),
        MESSAGES.simBadIccid,
      ],
      [simForm({ ...good, puk_code: '1234' }, { bytes: qr, name: 'qr.png' }), MESSAGES.simBadPuk],
      [simForm({ ...good, price_cents: '1999' }, { bytes: qr, name: 'qr.png' }), MESSAGES.simPriceFixed],
      [
        simForm({ ...good, phone_number: '+15551234567' }, { bytes: qr, name: 'qr.png' }),
        'Expected a UK number in E.164 form, like +447700900123',
      ],
    ];
    for (const [form, error] of cases) {
      const reply = await admin.post('/admin/sim-cards.php', form);
      expect(reply.status, error).toBe(400);
      expect(reply.body.error).toBe(error);
    }
    const { iccid: _dropped, ...withoutIccid } = good;
    const missing = await admin.post('/admin/sim-cards.php', simForm(withoutIccid, { bytes: qr, name: 'qr.png' }));
    expect(missing.status).toBe(400);
    expect(missing.body.details).toHaveProperty('iccid');
    const json = await admin.post('/admin/sim-cards.php', good);
    expect(json.status).toBe(415);
    const padded = Buffer.concat([qr, Buffer.alloc(260 * 1024)]);
    const oversized = await admin.post('/admin/sim-cards.php', simForm(good, { bytes: padded, name: 'qr.png' }));
    expect(oversized.status).toBe(400);
    expect(oversized.body.error).toBe(MESSAGES.simQrTooLarge);
    const huge = simForm(good, { bytes: Buffer.concat([qr, Buffer.alloc(400 * 1024)]), name: 'qr.png' });
    expect((await admin.post('/admin/sim-cards.php', huge)).status).toBe(400);
    const foreign = await admin.call('POST', '/admin/sim-cards.php', simForm(good, { bytes: qr, name: 'qr.png' }), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect((await list()).body.stats.total).toBe(before);
  });

  it('refuses an ICCID, phone number or activation code already known', async () => {
    const { sim } = await addSim();
    const other = nextSim();
    const known: [ReturnType<typeof nextSim>, string][] = [
      [{ ...other, iccid: sim.iccid }, MESSAGES.simIccidKnown],
      [{ ...other, phone_number: sim.phone_number }, MESSAGES.simPhoneKnown],
      [{ ...other, activation: sim.activation }, MESSAGES.simActivationKnown],
    ];
    for (const [attempt, error] of known) {
      const { reply } = await addSim(attempt);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe(error);
    }
    expect((await list(`?search=${other.puk_code}`)).body.sim_cards).toEqual([]);
  });

  it('marks a SIM in STOCK as expired and restores it, keeping the counts right; other moves are refused', async () => {
    const { reply } = await addSim();
    const id = reply.body.sim_card.id as string;
    const start = (await list()).body.stats;

    const expired = await setStatus(id, 'EXPIRED');
    expect(expired.status).toBe(200);
    expect(expired.body.sim_card.status).toBe('EXPIRED');
    expect((await list()).body.stats).toMatchObject({
      stock_count: start.stock_count - 1,
      expired_count: start.expired_count + 1,
      total: start.total,
    });
    expect((await list('?status=EXPIRED')).body.sim_cards.map((s: { id: string }) => s.id)).toContain(id);
    const again = await setStatus(id, 'EXPIRED');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MESSAGES.simMoveRule);
    const deleteExpired = await remove(id);
    expect(deleteExpired.status).toBe(400);
    expect(deleteExpired.body.error).toBe(MESSAGES.simDeleteRule);

    expect((await setStatus(id, 'STOCK')).status).toBe(200);
    expect((await list()).body.stats).toMatchObject({
      stock_count: start.stock_count,
      expired_count: start.expired_count,
    });
    const toSold = await setStatus(id, 'SOLD');
    expect(toSold.status).toBe(400);
    expect(toSold.body.error).toBe(MESSAGES.simMoveRule);
    expect((await setStatus('01UNKNOWN', 'EXPIRED')).status).toBe(404);
    expect((await remove('01UNKNOWN')).status).toBe(404);
    expect((await setStatus(id, 'LOST')).status).toBe(400);
  });

  it('deletes a SIM in STOCK, after which its ICCID may be added again', async () => {
    const { sim, reply } = await addSim();
    const deleted = await remove(reply.body.sim_card.id);
    expect(deleted.status).toBe(200);
    expect((await list(`?search=${sim.iccid}`)).body.sim_cards).toEqual([]);
    expect((await addSim(sim)).reply.status).toBe(201);
  });

  it('sells the SIM added here to a member, oldest in STOCK first; a SOLD SIM has no admin move', async () => {
    // Empty the stock first, so the oldest in STOCK is the one added next.
    for (const id of await createStockRepositories(table).simCards.inStock(100)) {
      expect((await remove(id)).status).toBe(200);
    }
    const first = await addSim();
    const second = await addSim();
    const { client, email } = await fundedMember(table, 2_500, 'sim-buyer', stack.siteUrl);
    const bought = await client.post('/users/sim-cards.php', { price_cents: 2500 });
    expect(bought.status).toBe(201);
    expect(bought.body.qr_data).toMatchObject({ iccid: first.sim.iccid, puk: first.sim.puk_code });
    expect(bought.body.phone_number).toBe(first.sim.phone_number);

    const sold = (await list('?status=SOLD')).body;
    expect(sold.sim_cards[0]).toMatchObject({
      id: first.reply.body.sim_card.id,
      status: 'SOLD',
      sold_to_user_name: 'sim-buyer',
      sold_to_user_email: email,
    });
    expect(sold.stats).toMatchObject({ sold_count: 1, total_revenue: 2500, stock_count: 1 });
    expect((await setStatus(first.reply.body.sim_card.id, 'EXPIRED')).body.error).toBe(MESSAGES.simMoveRule);
    expect((await remove(first.reply.body.sim_card.id)).body.error).toBe(MESSAGES.simDeleteRule);
    expect(await createStockRepositories(table).simCards.inStock(10)).toEqual([second.reply.body.sim_card.id]);
  });

  it('lets a sale and a mark-as-expired race for the last SIM: one wins, the counts and the wallet agree', async () => {
    for (const id of await createStockRepositories(table).simCards.inStock(100)) await setStatus(id, 'EXPIRED');
    const before = (await list()).body.stats;
    const { reply } = await addSim();
    const { client } = await fundedMember(table, 2_500, 'racing-buyer', stack.siteUrl);
    const [sale, expiry] = await Promise.all([
      client.post('/users/sim-cards.php', { price_cents: 2500 }),
      setStatus(reply.body.sim_card.id, 'EXPIRED'),
    ]);
    expect([sale.status, expiry.status].sort()).toEqual(sale.status === 201 ? [201, 400] : [200, 503]);
    const after = (await list()).body.stats;
    const sold = sale.status === 201 ? 1 : 0;
    expect(after).toMatchObject({
      total: before.total + 1,
      stock_count: 0,
      sold_count: before.sold_count + sold,
      expired_count: before.expired_count + 1 - sold,
      total_revenue: before.total_revenue + sold * 2500,
    });
    expect((await client.get('/users/profile.php')).body.user.wallet_balance).toBe(2_500 - sold * 2500);
  });

  it('pages the list 20 at a time, newest first, with the page count, and searches by ICCID or PUK', async () => {
    const added: string[] = [];
    for (let i = 0; i < 21; i += 1) added.push((await addSim()).reply.body.sim_card.id);
    const first = (await list('?page=1&limit=20')).body;
    expect(first.sim_cards).toHaveLength(20);
    expect(first.sim_cards[0].id).toBe(added.at(-1));
    expect(first.pagination.total_count).toBe(first.stats.total);
    expect(first.pagination.total_pages).toBe(Math.ceil(first.stats.total / 20));
    const second = (await list('?page=2&limit=20')).body;
    expect(second.sim_cards[0].id).toBe(added[0]);

    const target = (await list('?page=1')).body.sim_cards[3];
    const byPuk = (await list(`?search=${target.puk_code}`)).body;
    expect(byPuk.sim_cards).toEqual([target]);
    expect(byPuk.pagination).toEqual({ page: 1, total_pages: 1, total_count: 1 });
    expect((await list(`?search=${target.iccid.slice(-8)}`)).body.sim_cards).toEqual([target]);
    expect((await list('?page=0')).status).toBe(400);
  });

  it('answers 401 to an anonymous caller and 403 to a member on every SIM call', async () => {
    const anonymous = new Client(stack.siteUrl);
    const { client: member } = await registeredMember('not-admin', undefined, stack.siteUrl);
    for (const [client, status] of [
      [anonymous, 401],
      [member, 403],
    ] as const) {
      expect((await client.get('/admin/sim-cards.php')).status).toBe(status);
      expect((await addSim(nextSim(), client)).reply.status).toBe(status);
      expect((await client.put('/admin/sim-cards.php', { id: 'x', status: 'EXPIRED' })).status).toBe(status);
      expect((await client.call('DELETE', '/admin/sim-cards.php', { id: 'x' })).status).toBe(status);
    }
  });
});
