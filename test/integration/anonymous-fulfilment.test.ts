import { describe, expect, it, inject } from 'vitest';
import { createStockRepositories } from '../../functions/adapters/dynamo/stock-repositories.js';
import { MESSAGES } from '../../shared/messages.js';
import { confirmTokenFor } from '../support/confirm-email.js';
import { Client, uniqueEmail } from '../support/http.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { mailTo, signedSms } from '../support/sms.js';
import { localTable } from '../support/table.js';
import { deliveriesDone } from '../support/running-stack.js';

const stock = createStockRepositories(localTable());
const visitor = new Client();

/** Buys anonymously through the provider's simulator, delivering each IPN `copies` times, and waits for the number. */
async function paidOrder(query: string, copies = 1) {
  const provider = query.includes('type=buy') ? 'nowpayments' : 'coinpayments';
  const created = await visitor.get(`/payment/${provider}.php?${query}`);
  expect(created.status).toBe(201);
  await payAtSimulator(created.body.payment_url, 'pay', copies);
  const paid = await eventually(
    () => visitor.get(`/anonymous/check-payment.php?order_id=${created.body.order_id}`),
    (reply) => reply.body.order?.phone_number !== null && reply.body.order?.phone_number !== undefined,
  );
  expect(paid.body).toMatchObject({ payment_confirmed: true, order: { phone_number: expect.stringMatching(/^\+44/) } });
  return {
    orderId: created.body.order_id as string,
    phoneNumber: paid.body.order.phone_number as string,
    order: paid.body.order as Record<string, unknown>,
  };
}

describe('anonymous fulfilment after PaymentCompleted', () => {
  it('gives a paid one-time order its number, then its code through check-sms', async () => {
    const { orderId, phoneNumber } = await paidOrder('type=one-time&service_id=2&amount=959&currency=USD&crypto=BTC');
    const waiting = await visitor.get(`/anonymous/check-sms.php?order_id=${orderId}`);
    expect(waiting.body).toMatchObject({ success: true, sms_code: null, phone_number: phoneNumber, status: 'pending' });
    expect(Date.parse(waiting.body.expires_at)).toBeGreaterThan(Date.now());

    await signedSms(phoneNumber, 'Telegram code: 90210').post();
    const done = await eventually(
      () => visitor.get(`/anonymous/check-sms.php?order_id=${orderId}`),
      (reply) => reply.body.sms_code !== null,
      3_000,
    );
    expect(done.body).toMatchObject({ sms_code: '90210', status: 'completed' });
  });

  it("shows a paid one-time order's other messages through check-sms, before and after its code", async () => {
    const { orderId, phoneNumber } = await paidOrder('type=one-time&service_id=2&amount=959&currency=USD&crypto=BTC');
    const check = () => visitor.get(`/anonymous/check-sms.php?order_id=${orderId}`);
    expect((await check()).body.other_messages).toEqual([]);
    await signedSms(phoneNumber, 'Your bank: a new device signed in', 'MyBank').post();
    const kept = await eventually(check, (reply) => reply.body.other_messages.length === 1);
    expect(kept.body).toMatchObject({
      sms_code: null,
      other_messages: [{ from: 'MyBank', text: 'Your bank: a new device signed in', received_at: expect.any(String) }],
    });
    await signedSms(phoneNumber, 'Telegram code: 31415').post();
    const done = await eventually(check, (reply) => reply.body.sms_code !== null);
    expect(done.body).toMatchObject({ sms_code: '31415', other_messages: kept.body.other_messages });
  });

  it("forwards a paid anonymous lease's messages to the email given at checkout, once confirmed", async () => {
    const email = uniqueEmail('anon-lease');
    const { phoneNumber, order, orderId } = await paidOrder(
      `type=lease&service_id=1&amount=1499&currency=USD&crypto=BTC&email=${encodeURIComponent(email)}`,
    );
    // Any browser holding the id learns what was bought, for the lease confirmation.
    expect(order).toMatchObject({ type: 'lease', service: 'WhatsApp', email });
    // The address is confirmed by the link mailed with the lease (docs/decisions/053; confirmed-addresses.test.ts).
    const token = await confirmTokenFor(email, undefined, (subject) => subject.startsWith('Confirm where'));
    expect((await visitor.post('/auth/confirm-email.php', { token })).status).toBe(200);
    await signedSms(phoneNumber, 'WhatsApp code 314-159').post();
    const mail = await eventually(
      async () => (await mailTo(email)).filter((one) => one.subject.includes('314159')),
      (list) => list.length > 0,
    );
    expect(mail[0]!.body.text).toContain('WhatsApp code 314-159');
    // With the order's page, where the lease is kept by renewing it (docs/decisions/062).
    expect(mail[0]!.body.text).toContain(`"Keep this number" to renew it: ${inject('siteUrl')}/?order_id=${orderId}`);
  });

  it('sells one eSIM to a paid buy order however often the payment is announced, and serves its QR data', async () => {
    const { orderId, phoneNumber } = await paidOrder('type=buy&amount=2500&currency=USD&crypto=usdttrc20', 5);
    const qr = await visitor.get(`/anonymous/get-qr-data.php?order_id=${orderId}`);
    expect(qr.status).toBe(200);
    expect(qr.body.phone_number).toBe(phoneNumber);
    expect(qr.body.qr_data).toMatchObject({
      qr_code: expect.stringMatching(/^data:image\/png;base64,/),
      puk: expect.stringMatching(/^\d{8}$/),
      iccid: expect.stringMatching(/^89\d{17,18}$/),
    });
    await deliveriesDone(inject('dataDir'));
    const owned = await stock.simCards.owned({ kind: 'anonymous', orderId });
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ phoneNumber, status: 'SOLD' });
    // The buyer on the phone itself types or pastes the code the QR encodes.
    expect(qr.body.qr_data.activation_code).toMatch(/^LPA:1\$[^$]+\$[^$]+$/);
    expect(qr.body.qr_data.activation_code).toBe(owned[0]!.activationCode);
  });

  it("answers 404 'Order not found' for an unknown order id on every anonymous read, and 400 for a malformed one", async () => {
    const unknown = '0'.repeat(32);
    for (const path of [
      '/payment/check-payment-status.php',
      '/anonymous/check-payment.php',
      '/anonymous/check-sms.php',
      '/anonymous/get-qr-data.php',
    ]) {
      const reply = await visitor.get(`${path}?order_id=${unknown}`);
      expect({ path, status: reply.status, error: reply.body.error }).toEqual({
        path,
        status: 404,
        error: MESSAGES.orderNotFound,
      });
      for (const malformed of ['', 'x'.repeat(65)]) {
        expect((await visitor.get(`${path}?order_id=${malformed}`)).status).toBe(400);
      }
      for (const odd of ['..%2F..%2Fetc', '%F0%9F%98%80', 'USER%23abc']) {
        expect((await visitor.get(`${path}?order_id=${odd}`)).status).toBe(404);
      }
    }
  });

  it('answers 404 for QR data before an eSIM is paid', async () => {
    const unknown = '0'.repeat(32);
    expect((await visitor.get(`/anonymous/check-sms.php?order_id=${unknown}`)).status).toBe(404);
    expect((await visitor.get(`/anonymous/get-qr-data.php?order_id=${unknown}`)).status).toBe(404);
    const unpaid = await visitor.get('/payment/nowpayments.php?type=buy&amount=2500&currency=USD&crypto=usdttrc20');
    const qr = await visitor.get(`/anonymous/get-qr-data.php?order_id=${unpaid.body.order_id}`);
    expect(qr.status).toBe(404);
    expect(qr.body.error).toBe(MESSAGES.qrNotFound);
    const sms = await visitor.get(`/anonymous/check-sms.php?order_id=${unpaid.body.order_id}`);
    expect(sms.body).toMatchObject({ sms_code: null, phone_number: null, status: 'pending_payment' });
  });
});
