// Confirmed addresses (docs/decisions/053), on the local stack with mail read back from the SES emulator: an
// unconfirmed account gets only its confirmation link and password resets (the reset without the name typed at
// sign-up); after the link every other email flows; an anonymous lease forwards nothing until its address is
// confirmed by the link that also carries the order's; wallet purchases mail a confirmed member who takes order updates.

import { describe, expect, inject, it } from 'vitest';
import { createAddressConfirmationRepository } from '../../functions/adapters/dynamo/address-confirmation-repository.js';
import { hashConfirmToken } from '../../functions/domain/auth/address-confirmation.js';
import { MESSAGES } from '../../shared/messages.js';
import { CONFIRM_SUBJECT, confirmMemberEmail, confirmTokenFor } from '../support/confirm-email.js';
import { Client, register, registeredMember, uniqueEmail, MEMBER_PASSWORD } from '../support/http.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { deliveriesDone } from '../support/running-stack.js';
import { mailsWith, mailTo, signedSms } from '../support/sms.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
/** What a stranger types as the name of an account made with someone else's address. */
const BAIT_NAME = 'URGENT your account is locked verify at http://evil.example/now';
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const LEASE_WHATSAPP = { ...WHATSAPP, price_cents: 1499 };

/** Every email the outbox was asked to send so far has been sent: what the mailbox holds is all there is. */
const settled = () => deliveriesDone(inject('dataDir'));

async function mailsOf(email: string) {
  await settled();
  return mailTo(email);
}

describe('an account whose address nobody has confirmed', () => {
  it('receives only the confirmation link and a password reset, and the reset without the name typed', async () => {
    const email = uniqueEmail('victim');
    const stranger = new Client();
    expect((await register(stranger, BAIT_NAME, email, MEMBER_PASSWORD)).status).toBe(201);
    // Signed in as the spec's flow has it, with the address shown as waiting.
    expect((await stranger.get('/auth/me.php')).body.user).toMatchObject({ email, email_confirmed: false });

    // What would mail a confirmed member: a reset, a password change (a security alert), a sign-in from a new
    // browser (another alert), a support ticket's reply is not reachable without support: the three here suffice.
    expect((await new Client().post('/auth/reset-password.php', { email })).status).toBe(200);
    const changed = await stranger.post('/users/update-password.php', {
      current_password: MEMBER_PASSWORD,
      new_password: 'changed password 1',
      confirm_password: 'changed password 1',
    });
    expect(changed.status).toBe(200);
    expect((await new Client().post('/auth/login.php', { email, password: 'changed password 1' })).status).toBe(200);

    const mails = await mailsOf(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([CONFIRM_SUBJECT, 'Reset your password']);
    for (const mail of mails) {
      expect(mail.body.text).not.toContain('URGENT');
      expect(mail.body.text).not.toContain('evil.example');
    }
    const reset = mails.find((mail) => mail.subject === 'Reset your password')!;
    expect(reset.body.text.startsWith('Hello,\n')).toBe(true);
  });

  it('gets every other email once the link is opened, and the link works once', async () => {
    const { client, email, password } = await registeredMember('confirming', MEMBER_PASSWORD, undefined, {
      confirmed: false,
    });
    const token = await confirmTokenFor(email);
    const opened = await new Client().post('/auth/confirm-email.php', { token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ message: MESSAGES.emailConfirmed, confirmed: 'account', order_id: null });
    expect((await client.get('/auth/me.php')).body.user.email_confirmed).toBe(true);

    // Used, it is refused and changes nothing; so is a made-up one.
    for (const bad of [token, 'not-a-token']) {
      const again = await new Client().post('/auth/confirm-email.php', { token: bad });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe(MESSAGES.confirmLinkInvalid);
    }

    const changed = await client.post('/users/update-password.php', {
      current_password: password,
      new_password: 'changed password 2',
      confirm_password: 'changed password 2',
    });
    expect(changed.status).toBe(200);
    expect(await mailsWith(email, 'Your password was changed')).toHaveLength(1);
    expect((await new Client().post('/auth/reset-password.php', { email })).status).toBe(200);
    const [reset] = await mailsWith(email, 'Reset your password');
    expect(reset!.body.text.startsWith('Hello confirming,\n')).toBe(true);
  });

  it('refuses an expired link, and a link to an address changed since, changing nothing', async () => {
    const { client, email, password, user } = await registeredMember('expiring', MEMBER_PASSWORD, undefined, {
      confirmed: false,
    });
    // A link whose 48 hours are over, as the table would hold it until its TTL removes it.
    const confirmations = createAddressConfirmationRepository(table);
    const expired = { tokenHash: hashConfirmToken('expired-token'), email, expiresAt: new Date(Date.now() - 1_000) };
    await confirmations.create({ ...expired, target: { kind: 'user', id: user.id } }, []);
    const late = await new Client().post('/auth/confirm-email.php', { token: 'expired-token' });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(MESSAGES.confirmLinkInvalid);

    // The registration's own link, once the address has changed, confirms neither address.
    const token = await confirmTokenFor(email);
    const moved = uniqueEmail('expiring-moved');
    expect((await client.put('/users/profile.php', { email: moved, password })).status).toBe(200);
    const stale = await new Client().post('/auth/confirm-email.php', { token });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe(MESSAGES.confirmLinkInvalid);
    expect((await client.get('/auth/me.php')).body.user).toMatchObject({ email: moved, email_confirmed: false });
  });

  it('sends the link again on request, a few times an hour, and not once confirmed', async () => {
    const { client, email } = await registeredMember('resending', MEMBER_PASSWORD, undefined, { confirmed: false });
    for (let i = 0; i < 3; i += 1) {
      const sent = await client.post('/users/confirm-email.php');
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe(MESSAGES.confirmLinkSent(email));
    }
    const refused = await client.post('/users/confirm-email.php');
    expect(refused.status).toBe(429);
    expect((await mailsOf(email)).filter((mail) => mail.subject === CONFIRM_SUBJECT)).toHaveLength(4);

    // Any of the links confirms; then there is nothing to send.
    await confirmMemberEmail(email);
    const confirmed = await client.post('/users/confirm-email.php');
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.error).toBe(MESSAGES.emailAlreadyConfirmed);
  });

  it('is what a changed address becomes: the new one gets its link, the old one the alert', async () => {
    const { client, email, password } = await registeredMember('moving');
    const moved = uniqueEmail('moved');
    const changed = await client.put('/users/profile.php', { email: moved, password });
    expect(changed.status).toBe(200);
    expect((await client.get('/auth/me.php')).body.user).toMatchObject({ email: moved, email_confirmed: false });
    expect(await mailsWith(email, 'Your email address was changed')).toHaveLength(1);
    const toNew = await mailsOf(moved);
    expect(toNew.map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);

    await confirmMemberEmail(moved);
    expect((await client.get('/auth/me.php')).body.user.email_confirmed).toBe(true);
  });
});

describe('wallet purchases', () => {
  it('mail a confirmed member who takes order updates, and nobody else', async () => {
    const confirmed = await fundedMember(table, 5_000, 'wallet-mail');
    const bought = await confirmed.client.post('/users/orders.php', WHATSAPP);
    expect(bought.status).toBe(201);
    const [mail] = await mailsWith(confirmed.email, 'Your purchase: One-Time SMS: WhatsApp');
    expect(mail!.body.text).toContain('$9.99');
    expect(mail!.body.text).toContain(bought.body.phone_number);
    const leased = await confirmed.client.post('/users/leases.php', LEASE_WHATSAPP);
    expect(leased.status).toBe(201);
    expect(await mailsWith(confirmed.email, 'Your purchase: 30-Day Lease: WhatsApp')).toHaveLength(1);

    const waiting = await fundedMember(table, 5_000, 'wallet-unconfirmed', undefined, { confirmed: false });
    expect((await waiting.client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    const quiet = await fundedMember(table, 5_000, 'wallet-quiet');
    expect((await quiet.client.put('/users/notification-settings.php', { order_updates: false })).status).toBe(200);
    expect((await quiet.client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    expect((await mailsOf(waiting.email)).map((one) => one.subject)).toEqual([CONFIRM_SUBJECT]);
    expect((await mailsOf(quiet.email)).map((one) => one.subject)).toEqual([CONFIRM_SUBJECT]);
  });
});

describe("an anonymous lease's forwarding address", () => {
  it('gets the link with the order link, forwards nothing until it is opened, then forwards', async () => {
    const email = uniqueEmail('anon-confirm');
    const visitor = new Client();
    const created = await visitor.get(
      `/payment/coinpayments.php?type=lease&service_id=1&amount=1499&currency=USD&crypto=BTC&email=${encodeURIComponent(email)}`,
    );
    expect(created.status).toBe(201);
    const orderId = created.body.order_id as string;
    // Before payment nothing is mailed: only a paid order makes the shop write to an address someone typed.
    await settled();
    expect(await mailTo(email)).toEqual([]);

    await payAtSimulator(created.body.payment_url, 'pay');
    const status = () => visitor.get(`/anonymous/check-payment.php?order_id=${orderId}`);
    const paid = await eventually(status, (reply) => typeof reply.body.order?.phone_number === 'string');
    expect(paid.body.order).toMatchObject({ type: 'lease', email, email_confirmed: false });
    const phoneNumber = paid.body.order.phone_number as string;

    const isLink = (subject: string) => subject.startsWith('Confirm where your WhatsApp lease');
    const token = await confirmTokenFor(email, undefined, isLink);
    const [link] = (await mailTo(email)).filter((mail) => isLink(mail.subject));
    expect(link!.subject).toContain(orderId);
    expect(link!.body.text).toContain(`${inject('siteUrl')}/?order_id=${orderId}`);

    // A message before confirmation stays in the lease and is not forwarded.
    await signedSms(phoneNumber, 'WhatsApp code 111-222').post();
    const before = await mailsOf(email);
    expect(before.map((mail) => mail.subject)).toEqual([link!.subject]);

    // The order's page may ask for the link again.
    const resent = await visitor.post('/payment/confirm-email.php', { order_id: orderId });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(MESSAGES.confirmLinkSent(email));

    const opened = await new Client().post('/auth/confirm-email.php', { token });
    expect(opened.body).toMatchObject({ message: MESSAGES.forwardingConfirmed, confirmed: 'order', order_id: orderId });
    expect((await status()).body.order.email_confirmed).toBe(true);
    const again = await visitor.post('/payment/confirm-email.php', { order_id: orderId });
    expect(again.status).toBe(400);

    await signedSms(phoneNumber, 'WhatsApp code 333-444').post();
    const forwarded = await eventually(
      () => mailTo(email),
      (found) => found.some((mail) => mail.subject.includes('333444')),
    );
    expect(forwarded.some((mail) => mail.subject.includes('111222'))).toBe(false);
  });
});
