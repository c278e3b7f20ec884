import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createPushConnectionRepository } from '../../functions/adapters/dynamo/push-connection-repository.js';
import { MAX_SOCKETS_PER_TOPIC } from '../../functions/domain/push/watch-order.js';
import { PUSH_PATH } from '../../shared/schemas/push.js';
import { Client } from '../support/http.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { openPushSocket } from '../support/push-socket.js';
import { signedSms } from '../support/sms.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const connections = createPushConnectionRepository(localTable());
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };

async function memberOrder(label: string) {
  const member = await fundedMember(localTable(), 5_000, label);
  const { body } = await member.client.post('/users/orders.php', WHATSAPP);
  return { client: member.client, orderId: body.order_id as string, number: body.phone_number as string };
}

describe('the code push (docs/decisions/041)', () => {
  it("pushes the code to the member's socket watching the order the moment the SMS is matched", async () => {
    const { client, orderId, number } = await memberOrder('push-member');
    const socket = await openPushSocket(`order=${orderId}`, { client });
    expect(await connections.watching({ kind: 'order', id: orderId })).toHaveLength(1);

    expect((await signedSms(number, 'Your WhatsApp code 482-917', 'WhatsApp').post()).status).toBe(200);
    expect(await socket.next()).toEqual({
      type: 'code',
      order_id: orderId,
      code: '482917',
      sms_text: 'Your WhatsApp code 482-917',
      received_at: expect.any(String),
    });
    await socket.close();
  });

  it('pushes a message that brought no code for the service as a kept message, and leaves the order waiting', async () => {
    const { client, orderId, number } = await memberOrder('push-kept');
    const socket = await openPushSocket(`order=${orderId}`, { client });
    expect((await signedSms(number, 'Your Uber code is 1234', 'Uber').post()).status).toBe(200);
    expect(await socket.next()).toMatchObject({
      type: 'order_message',
      order_id: orderId,
      message: { from: 'Uber', text: 'Your Uber code is 1234' },
    });
    await socket.close();
  });

  it("pushes an anonymous buyer's code to the socket opened with the order's link id, no account needed", async () => {
    const visitor = new Client();
    const created = await visitor.get(
      '/payment/coinpayments.php?type=one-time&service_id=2&amount=959&currency=USD&crypto=BTC',
    );
    await payAtSimulator(created.body.payment_url, 'pay');
    const orderId = created.body.order_id as string;
    const paid = await eventually(
      () => visitor.get(`/anonymous/check-sms.php?order_id=${orderId}`),
      (reply) => reply.body.phone_number !== null,
    );
    const socket = await openPushSocket(`order=${orderId}`);
    expect((await signedSms(paid.body.phone_number, 'Telegram code: 55123', 'Telegram').post()).status).toBe(200);
    expect(await socket.next()).toMatchObject({ type: 'code', order_id: orderId, code: '55123' });
    await socket.close();
  });

  it("pushes a lease's message to its member's inbox socket", async () => {
    const member = await fundedMember(localTable(), 5_000, 'push-lease');
    const { body } = await member.client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 });
    const socket = await openPushSocket(`lease=${body.order_id}`, { client: member.client });
    expect((await signedSms(body.phone_number, 'Lease code 771 204', 'Bank').post()).status).toBe(200);
    expect(await socket.next()).toMatchObject({
      type: 'lease_message',
      lease_id: body.order_id,
      message: { from: 'Bank', code: '771204', text: 'Lease code 771 204', service: expect.any(String) },
    });
    await socket.close();
  });

  it("refuses a socket for an unknown link id, another member's order or lease, a missing session, or another site", async () => {
    const owner = await memberOrder('push-owner');
    const other = await fundedMember(localTable(), 5_000, 'push-other');
    const lease = (await owner.client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 })).body.order_id;
    const unknown = randomBytes(16).toString('hex');

    await expect(openPushSocket(`order=${unknown}`)).rejects.toThrow('refused 403');
    await expect(openPushSocket(`order=${owner.orderId}`, { client: other.client })).rejects.toThrow('refused 403');
    // A member's order id is not a link: without the member's session it opens nothing.
    await expect(openPushSocket(`order=${owner.orderId}`)).rejects.toThrow('refused 403');
    await expect(openPushSocket(`lease=${lease}`, { client: other.client })).rejects.toThrow('refused 403');
    await expect(openPushSocket(`lease=${lease}`)).rejects.toThrow('refused 403');
    await expect(
      openPushSocket(`order=${owner.orderId}`, { client: owner.client, origin: 'https://evil.example' }),
    ).rejects.toThrow('refused 403');
    await expect(openPushSocket(`order=${owner.orderId}&lease=${lease}`, { client: owner.client })).rejects.toThrow(
      'refused 400',
    );
    expect(await connections.watching({ kind: 'order', id: owner.orderId })).toEqual([]);
  });

  it('closes a member socket whose session ended since it opened, and pushes it nothing', async () => {
    const member = await fundedMember(localTable(), 5_000, 'push-signed-out');
    const { body } = await member.client.post('/users/leases.php', { ...WHATSAPP, price_cents: 1499 });
    const topic = { kind: 'lease' as const, id: body.order_id as string };
    const socket = await openPushSocket(`lease=${topic.id}`, { client: member.client });
    let heard = false;
    socket.next(60_000).then(
      () => (heard = true),
      () => undefined,
    );
    expect((await member.client.post('/auth/logout.php')).status).toBe(200);

    expect((await signedSms(body.phone_number, 'Lease code 118 420', 'Bank').post()).status).toBe(200);
    await socket.closed;
    expect(heard).toBe(false);
    await eventually(
      () => connections.watching(topic),
      (watchers) => watchers.length === 0,
    );
  });

  it('forgets a socket when it closes, and one that went without saying so when a push finds it gone', async () => {
    const { client, orderId, number } = await memberOrder('push-stale');
    const topic = { kind: 'order' as const, id: orderId };
    const closed = await openPushSocket(`order=${orderId}`, { client });
    await closed.close();
    await eventually(
      () => connections.watching(topic),
      (ids) => ids.length === 0,
    );

    // A socket whose close was never reported (a dropped network): its items stay until a push meets 410 Gone.
    const stale = randomBytes(12).toString('base64');
    await connections.add(stale, topic, new Date(Date.now() + 3_600_000), null);
    const live = await openPushSocket(`order=${orderId}`, { client });
    expect(await connections.watching(topic)).toHaveLength(2);
    expect((await signedSms(number, 'Your WhatsApp code 310-552', 'WhatsApp').post()).status).toBe(200);
    expect(await live.next()).toMatchObject({ type: 'code', code: '310552' });
    const left = await eventually(
      () => connections.watching(topic),
      (ids) => ids.length === 1,
    );
    expect(left.map((watcher) => watcher.connectionId)).not.toContain(stale);
    await live.close();
  });

  it('takes at most 10 sockets for one order, refusing the next with 429 until one closes', async () => {
    const { client, orderId } = await memberOrder('push-many');
    const topic = { kind: 'order' as const, id: orderId };
    const open = [];
    for (let tab = 0; tab < MAX_SOCKETS_PER_TOPIC; tab += 1)
      open.push(await openPushSocket(`order=${orderId}`, { client }));
    await expect(openPushSocket(`order=${orderId}`, { client })).rejects.toThrow('refused 429');
    expect(await connections.watching(topic)).toHaveLength(MAX_SOCKETS_PER_TOPIC);
    await open.pop()!.close();
    await eventually(
      () => connections.watching(topic),
      (ids) => ids.length < MAX_SOCKETS_PER_TOPIC,
    );
    open.push(await openPushSocket(`order=${orderId}`, { client }));
    for (const socket of open) await socket.close();
  });

  it('closes a socket that sends a frame over 32 KB (pages send nothing)', async () => {
    const { client, orderId } = await memberOrder('push-frame');
    const ws = new WebSocket(`${inject('siteUrl').replace(/^http/, 'ws')}${PUSH_PATH}?order=${orderId}`, {
      headers: {
        origin: new URL(inject('siteUrl')).origin,
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send(Buffer.alloc(33 * 1024));
    expect(await closed).toBe(1009);
    // The site goes on answering: the socket's end is not the server's.
    expect((await client.get('/auth/me.php')).status).toBe(200);
  });
});
