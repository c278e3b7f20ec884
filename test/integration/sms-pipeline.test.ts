import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { ORDER_POLL_INTERVAL_MS, SMS_BODY_MAX_LENGTH } from '../../shared/constants.js';
import { eventually } from '../support/payments.js';
import { mailTo, signedSms } from '../support/sms.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const stock = createStockRepositories(table);
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE = { ...WHATSAPP, price_cents: 1499 };

async function rentedNumber(label: string) {
  const member = await fundedMember(table, 5_000, label);
  const { body } = await member.client.post('/users/leases.php', LEASE);
  return { ...member, leaseId: body.order_id as string, number: body.phone_number as string };
}

const inbox = (client: Awaited<ReturnType<typeof rentedNumber>>) =>
  client.client.get(`/users/leases/messages.php?lease_id=${client.leaseId}`);

describe('the SMS pipeline', () => {
  it("puts the code of a signed supplier webhook on the member's one-time order within one poll", async () => {
    const { client } = await fundedMember(table, 2_000, 'sms-one-time');
    const bought = await client.post('/users/orders.php', WHATSAPP);
    const sms = signedSms(bought.body.phone_number, 'Your WhatsApp code 123-456. Do not share it.', 'WhatsApp');
    const sent = Date.now();
    expect((await sms.post()).status).toBe(200);

    const orders = await eventually(
      async () => (await client.get('/users/orders.php')).body.orders,
      (list) => list[0].verification_code !== null,
      ORDER_POLL_INTERVAL_MS,
    );
    expect(Date.now() - sent).toBeLessThan(ORDER_POLL_INTERVAL_MS);
    expect(orders[0]).toMatchObject({
      status: 'completed',
      verification_code: '123456',
      sms_text: 'Your WhatsApp code 123-456. Do not share it.',
    });
    // Used numbers are destroyed, never sold again (invariant 2).
    expect(await stock.numbers.find(bought.body.phone_number)).toMatchObject({ status: 'destroyed' });
    expect((await client.delete(`/users/orders.php?id=${bought.body.order_id}`)).status).toBe(400);
  });

  it("puts a lease's message in its inbox and in the member's mailbox, with the code in the subject", async () => {
    const member = await rentedNumber('sms-lease');
    expect((await signedSms(member.number, 'Telegram code: 55217', 'Telegram').post()).status).toBe(200);

    const { messages } = (
      await eventually(
        () => inbox(member),
        (reply) => reply.body.messages.length > 0,
      )
    ).body;
    expect(messages).toEqual([
      expect.objectContaining({ from: 'Telegram', code: '55217', service: 'WhatsApp', text: 'Telegram code: 55217' }),
    ]);
    const mail = await eventually(
      () => mailTo(member.email),
      (list) => list.length > 0,
    );
    expect(mail[0]!.subject).toContain('55217');
    expect(mail[0]!.body.text).toContain('Telegram code: 55217');
    expect((await member.client.get('/users/leases.php')).body.leases[0]).toMatchObject({
      status: 'active',
      message_count: 1,
    });
    // The lease keeps its number for the 30 days.
    expect(await stock.numbers.find(member.number)).toMatchObject({ status: 'allocated' });
  });

  it('applies a repeated MessageSid once, however often and however concurrently it arrives', async () => {
    const member = await rentedNumber('sms-repeat');
    const sms = signedSms(member.number, 'Your code is 774411');
    const replies = await Promise.all(Array.from({ length: 6 }, () => sms.post()));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await eventually(
      async () => (await stock.inboundSms.find(sms.messageSid))?.forwardedAt,
      (forwarded) => Boolean(forwarded),
    );
    expect((await sms.post()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await inbox(member)).body.messages).toHaveLength(1);
    expect((await member.client.get('/users/leases.php')).body.leases[0].message_count).toBe(1);
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it('takes bodies of 0 and 1600 characters and non-Latin text', async () => {
    const member = await rentedNumber('sms-bodies');
    const long = `${'Ваш код подтверждения: '}${'٣'.repeat(SMS_BODY_MAX_LENGTH - 30)} 660912`;
    expect(long).toHaveLength(SMS_BODY_MAX_LENGTH);
    for (const body of ['', long, '您的验证码是 830114，5分钟内有效']) {
      expect((await signedSms(member.number, body).post()).status).toBe(200);
    }
    const { messages } = (
      await eventually(
        () => inbox(member),
        (reply) => reply.body.messages.length === 3,
      )
    ).body;
    expect(new Set(messages.map((m: { text: string; code: string | null }) => `${m.code}|${m.text}`))).toEqual(
      new Set(['null|', `660912|${long}`, '830114|您的验证码是 830114，5分钟内有效']),
    );
  });

  it('keeps a message to a number nobody holds as unmatched, not lost', async () => {
    const sms = signedSms('+447700900998', 'Code 3141');
    expect((await sms.post()).status).toBe(200);
    const stored = await eventually(
      () => stock.inboundSms.find(sms.messageSid),
      (found) => found?.status === 'unmatched',
    );
    expect(stored).toMatchObject({ status: 'unmatched', to: '+447700900998', body: 'Code 3141' });
    expect((await stock.inboundSms.unmatched(50)).map((found) => found.messageSid)).toContain(sms.messageSid);
  });

  it('refuses unsigned (400), wrongly signed (403) and malformed (400) webhooks, storing nothing', async () => {
    const sms = signedSms('+447700900997', 'Code 2718');
    expect((await sms.post({})).status).toBe(400);
    expect((await sms.post({ 'x-twilio-signature': 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' })).status).toBe(403);
    const tampered = new URLSearchParams(sms.form);
    tampered.set('Body', 'Code 9999');
    expect((await sms.post(undefined, tampered.toString())).status).toBe(403);
    const malformed = signedSms('not-a-number', 'Code 1');
    expect((await malformed.post()).status).toBe(400);
    const tooLong = signedSms('+447700900997', 'x'.repeat(SMS_BODY_MAX_LENGTH + 1));
    expect((await tooLong.post()).status).toBe(400);
    for (const messageSid of [sms.messageSid, malformed.messageSid, tooLong.messageSid]) {
      expect(await stock.inboundSms.find(messageSid)).toBeNull();
    }
  });

  it('sends a signed SMS with `ops sms:send`, as the supplier would', async () => {
    const member = await rentedNumber('sms-ops');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/local/ops.ts', 'sms:send', member.number, 'Your', 'Monzo', 'code', 'is', '8080'],
      { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATA_DIR: inject('dataDir') } },
    );
    expect(stdout).toMatch(/^Sent SM[0-9a-f]{32} to /);
    const { messages } = (
      await eventually(
        () => inbox(member),
        (reply) => reply.body.messages.length > 0,
      )
    ).body;
    expect(messages[0]).toMatchObject({ code: '8080', text: 'Your Monzo code is 8080' });
  });

  it('lists the numbers in use on the SMS supplier simulator page, whose form sends a signed SMS', async () => {
    const member = await rentedNumber('sms-simulator');
    const page = await eventually(
      async () => (await fetch(`${inject('siteUrl')}/_sim/sms/`)).text(),
      (html) => html.includes(member.number),
    );
    expect(page).toContain('30-day lease');
    const sent = await fetch(`${inject('siteUrl')}/_sim/sms/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ to: member.number, from: 'Revolut', body: 'Revolut code 246 810' }).toString(),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(new URL(sent.headers.get('location')!, inject('siteUrl')).searchParams.get('status')).toBe('200');
    const { messages } = (
      await eventually(
        () => inbox(member),
        (reply) => reply.body.messages.length > 0,
      )
    ).body;
    expect(messages[0]).toMatchObject({ from: 'Revolut', code: '246810' });
  });
});
