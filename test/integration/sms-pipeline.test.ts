import { describe, expect, inject, it } from 'vitest';
import { createPushConnectionRepository } from '../../functions/adapters/dynamo/push-connection-repository.js';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { ORDER_POLL_INTERVAL_MS, OTHER_SERVICE_ID, SMS_BODY_MAX_LENGTH } from '../../shared/constants.js';
import { runOps } from '../support/ops.js';
import { eventually } from '../support/payments.js';
import { openPushSocket } from '../support/push-socket.js';
import { mailTo, signedForm, signedSms } from '../support/sms.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';
import { deliveriesDone } from '../support/running-stack.js';

const table = localTable();
const stock = createStockRepositories(table);
const pushConnections = createPushConnectionRepository(table);
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE = { ...WHATSAPP, price_cents: 1499 };

async function rentedNumber(label: string) {
  const member = await fundedMember(table, 5_000, label);
  const { body } = await member.client.post('/users/leases.php', LEASE);
  return { ...member, leaseId: body.order_id as string, number: body.phone_number as string };
}

type Renter = Awaited<ReturnType<typeof rentedNumber>>;

const inbox = (client: Renter) => client.client.get(`/users/leases/messages.php?lease_id=${client.leaseId}`);

/** The lease's inbox once it holds `count` messages (at least one by default). */
async function inboxMessages(member: Renter, count?: number) {
  const arrived = (reply: Awaited<ReturnType<typeof inbox>>) =>
    count === undefined ? reply.body.messages.length > 0 : reply.body.messages.length === count;
  return (await eventually(() => inbox(member), arrived)).body.messages;
}

describe('the SMS pipeline', () => {
  it("puts the code of a signed supplier webhook on the member's one-time order within one poll, and pushes it", async () => {
    const { client } = await fundedMember(table, 2_000, 'sms-one-time');
    const bought = await client.post('/users/orders.php', WHATSAPP);
    // The page's socket (docs/decisions/041): `$connect` and `$disconnect` run the push function, its bundle under
    // HANDLERS=bundled, which admits the member to their own order.
    const topic = { kind: 'order' as const, id: bought.body.order_id as string };
    const socket = await openPushSocket(`order=${topic.id}`, { client });
    const sms = signedSms(bought.body.phone_number, 'Your WhatsApp code 123-456. Do not share it.', 'WhatsApp');
    const sent = Date.now();
    expect((await sms.post()).status).toBe(200);
    expect(await socket.next()).toEqual({
      type: 'code',
      order_id: topic.id,
      code: '123456',
      sms_text: 'Your WhatsApp code 123-456. Do not share it.',
      received_at: expect.any(String),
    });

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
    // The number stays the order's until its window closes, for another SMS (docs/decisions/030), and is never sold
    // again (invariant 2): it is destroyed then (the scheduled jobs' test).
    expect(await stock.numbers.find(bought.body.phone_number)).toMatchObject({ status: 'allocated' });
    expect((await client.delete(`/users/orders.php?id=${bought.body.order_id}`)).status).toBe(400);
    await socket.close();
    await eventually(
      () => pushConnections.watching(topic),
      (ids) => ids.length === 0,
    );
  });

  it("completes a WhatsApp order only with WhatsApp's code, keeping other messages on the order", async () => {
    const { client } = await fundedMember(table, 2_000, 'sms-match');
    const bought = await client.post('/users/orders.php', WHATSAPP);
    const order = async () => (await client.get('/users/orders.php')).body.orders[0];
    expect((await signedSms(bought.body.phone_number, 'Your Uber code is 1234', 'Uber').post()).status).toBe(200);
    const noCode = 'WhatsApp: someone asked for a code for this number';
    expect((await signedSms(bought.body.phone_number, noCode, 'WhatsApp').post()).status).toBe(200);

    const kept = await eventually(order, (found) => found.other_messages.length === 2);
    expect(kept).toMatchObject({ status: 'pending', verification_code: null, sms_text: null });
    expect(kept.other_messages).toEqual(
      expect.arrayContaining([
        { from: 'Uber', text: 'Your Uber code is 1234', received_at: expect.any(String) },
        { from: 'WhatsApp', text: noCode, received_at: expect.any(String) },
      ]),
    );
    // The number still waits for its code: it is not destroyed.
    expect(await stock.numbers.find(bought.body.phone_number)).toMatchObject({ status: 'allocated' });

    // A carrier may replace the sender ID with a number: the brand in the text is enough.
    const whatsapp = signedSms(bought.body.phone_number, 'Your WhatsApp code: 123-456', '+447700900123');
    expect((await whatsapp.post()).status).toBe(200);
    const completed = await eventually(order, (found) => found.status === 'completed');
    expect(completed).toMatchObject({
      verification_code: '123456',
      sms_text: 'Your WhatsApp code: 123-456',
      other_messages: expect.arrayContaining([expect.objectContaining({ from: 'Uber' })]),
    });
  });

  it('completes an Other order with any message that has a code', async () => {
    const { client } = await fundedMember(table, 2_000, 'sms-other');
    const other = { service_id: OTHER_SERVICE_ID, service_name: 'Other', price_cents: 1199 };
    const bought = await client.post('/users/orders.php', other);
    expect(bought.status).toBe(201);
    expect((await signedSms(bought.body.phone_number, 'Code 8642', '+447700900555').post()).status).toBe(200);
    const completed = await eventually(
      async () => (await client.get('/users/orders.php')).body.orders[0],
      (found) => found.status === 'completed',
    );
    expect(completed).toMatchObject({ verification_code: '8642', other_messages: [] });
  });

  it("puts a lease's message in its inbox and in the member's mailbox, with the code in the subject", async () => {
    const member = await rentedNumber('sms-lease');
    expect((await signedSms(member.number, 'Telegram code: 55217', 'Telegram').post()).status).toBe(200);

    const messages = await inboxMessages(member);
    expect(messages).toEqual([
      expect.objectContaining({ from: 'Telegram', code: '55217', service: 'WhatsApp', text: 'Telegram code: 55217' }),
    ]);
    // The member's mailbox also holds the confirmation link and the purchase's email (docs/decisions/053).
    const mail = await eventually(
      async () => (await mailTo(member.email)).filter((one) => one.subject.includes('55217')),
      (list) => list.length > 0,
    );
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
    const forwarded = async () => (await mailTo(member.email)).filter((mail) => mail.subject.includes('774411'));
    await eventually(forwarded, (mails) => mails.length > 0);
    expect((await sms.post()).status).toBe(200);
    await deliveriesDone(inject('dataDir'));
    expect((await inbox(member)).body.messages).toHaveLength(1);
    expect((await member.client.get('/users/leases.php')).body.leases[0].message_count).toBe(1);
    expect(await forwarded()).toHaveLength(1);
  });

  it('takes bodies of 0 and 1600 characters and non-Latin text', async () => {
    const member = await rentedNumber('sms-bodies');
    const long = `${'Ваш код подтверждения: '}${'٣'.repeat(SMS_BODY_MAX_LENGTH - 30)} 660912`;
    expect(long).toHaveLength(SMS_BODY_MAX_LENGTH);
    for (const body of ['', long, '您的验证码是 830114，5分钟内有效']) {
      expect((await signedSms(member.number, body).post()).status).toBe(200);
    }
    const messages = await inboxMessages(member, 3);
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

  it('answers the supplier the empty TwiML Twilio expects, as text/xml, and a refusal with its status', async () => {
    const accepted = await signedSms('+447700900995', 'Code 1618').post();
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await accepted.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const unsigned = await signedSms('+447700900995', 'Code 1619').post({});
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ success: false });
  });

  it('refuses unsigned (400) and wrongly signed (403) webhooks, storing nothing', async () => {
    const sms = signedSms('+447700900997', 'Code 2718');
    expect((await sms.post({})).status).toBe(400);
    expect((await sms.post({ 'x-twilio-signature': 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' })).status).toBe(403);
    const tampered = new URLSearchParams(sms.form);
    tampered.set('Body', 'Code 9999');
    expect((await sms.post(undefined, tampered.toString())).status).toBe(403);
    const malformedUnsigned = signedSms('not-a-number', 'Code 1');
    expect((await malformedUnsigned.post({ 'x-twilio-signature': sms.signature })).status).toBe(403);
    for (const messageSid of [sms.messageSid, malformedUnsigned.messageSid]) {
      expect(await stock.inboundSms.find(messageSid)).toBeNull();
    }
  });

  it('keeps every signed message that fails validation as unmatched, listed by `ops sms:unmatched` with what was wrong', async () => {
    const badNumber = signedSms('not-a-number', 'Your Monzo code is 1861');
    const tooLong = signedSms('+447700900997', `Code 4242 ${'x'.repeat(SMS_BODY_MAX_LENGTH)}`);
    const withoutSid = new URLSearchParams(signedSms('+447700900996', 'Your Wise code is 5150 (no sid)').form);
    withoutSid.delete('MessageSid');
    withoutSid.delete('From');
    const noSid = signedForm(withoutSid);
    // The supplier is answered 200 each time, so it does not send them again; a redelivery is stored once.
    for (const sms of [badNumber, tooLong, noSid, noSid, badNumber]) expect((await sms.post()).status).toBe(200);

    expect(await stock.inboundSms.find(badNumber.messageSid)).toMatchObject({
      status: 'unmatched',
      to: 'not-a-number',
      body: 'Your Monzo code is 1861',
      problems: ['To: Expected a number in E.164 form'],
      routedTo: null,
    });
    expect(await stock.inboundSms.find(tooLong.messageSid)).toMatchObject({
      status: 'unmatched',
      body: `Code 4242 ${'x'.repeat(SMS_BODY_MAX_LENGTH - 10)}`,
      problems: [`Body: At most ${SMS_BODY_MAX_LENGTH} characters`],
    });
    const listed = (await runOps(['sms:unmatched', '200'])).stdout;
    expect(listed).toContain(`${badNumber.messageSid}  to not-a-number from +447700900999: Your Monzo code is 1861`);
    expect(listed).toContain('invalid: To: Expected a number in E.164 form');
    const noSidLines = listed.split('\n').filter((line) => line.includes('Your Wise code is 5150 (no sid)'));
    expect(noSidLines).toHaveLength(1);
    expect(noSidLines[0]).toMatch(/ {2}form-[0-9a-f]{32} {2}to \+447700900996 from : /);
    expect(listed).toMatch(/invalid: MessageSid: .+; From: /);
  });

  it('sends a signed SMS with `ops sms:send`, as the supplier would', async () => {
    const member = await rentedNumber('sms-ops');
    const { stdout } = await runOps(['sms:send', member.number, 'Your', 'Monzo', 'code', 'is', '8080']);
    expect(stdout).toMatch(/^Sent SM[0-9a-f]{32} to /);
    const messages = await inboxMessages(member);
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
    const messages = await inboxMessages(member);
    expect(messages[0]).toMatchObject({ from: 'Revolut', code: '246810' });
  });
});
