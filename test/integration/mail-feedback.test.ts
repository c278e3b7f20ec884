// Mail that hears its bounces (docs/decisions/056), on the local stack: SES's own bounce and complaint events, posted to
// the SES simulator, which puts them on the stack's bus as SES puts them on AWS's, mark the address on the member (and among the marked addresses, which an
// anonymous lease's forwarding consults); optional mail to it stops, read back from the SES emulator, while resets and
// security alerts still go; the member's answer says so; changing the address clears it; a transient bounce and a malformed event
// change nothing.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { describe, expect, inject, it } from 'vitest';
import { awsClientOptions } from '../../functions/adapters/aws-client-options.js';
import { MESSAGES } from '../../shared/messages.js';
import { anonymousCheckoutPath } from '../support/anonymous-checkout.js';
import { confirmMemberEmail, confirmTokenFor } from '../support/confirm-email.js';
import { Client, uniqueEmail } from '../support/http.js';
import { eventually, payAtSimulator } from '../support/payments.js';
import { deliveriesDone, runningStack } from '../support/running-stack.js';
import { postSesEvent, sesBounce, sesComplaint } from '../support/ses-feedback.js';
import { mailsWith, mailTo, signedSms } from '../support/sms.js';
import { fundedMember } from '../support/stock.js';
import { localTable } from '../support/table.js';

const table = localTable();
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 999 };
const PURCHASE = 'Your purchase: One-Time SMS: WhatsApp';
const RESET = 'Reset your password';

/** Every event and email so far has been handled and sent: what the mailbox and the table hold is all there is. */
const settled = () => deliveriesDone(inject('dataDir'));
const hear = async (event: unknown) => {
  const answer = await postSesEvent(inject('siteUrl'), event);
  await settled();
  return answer.status;
};
const subjects = async (email: string) => {
  await settled();
  return (await mailTo(email)).map((mail) => mail.subject);
};

describe('a permanent bounce', () => {
  it("marks the member's address: optional mail stops, resets still go, and a changed address clears it", async () => {
    const { client, email, password } = await fundedMember(table, 5_000, 'bouncing');
    expect((await client.get('/auth/me.php')).body.user.email_undeliverable).toBeNull();

    // SES writes the address as the recipient's server spelt it; the site keeps it in lower case.
    expect(await hear(sesBounce(email.toUpperCase()))).toBe(202);
    expect((await client.get('/auth/me.php')).body.user).toMatchObject({ email, email_undeliverable: 'bounce' });
    expect((await client.get('/users/profile.php')).body.user.email_undeliverable).toBe('bounce');

    // A wallet purchase mails a member who takes order updates: not to this address now.
    expect((await client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    // A reset is asked for by whoever holds the account: it still goes.
    expect((await new Client().post('/auth/reset-password.php', { email })).status).toBe(200);
    const toOld = await subjects(email);
    expect(toOld).not.toContain(PURCHASE);
    expect(toOld).toContain(RESET);

    // The member changes the address (the notice links to it): the mark goes with the old one.
    const moved = uniqueEmail('bounced-moved');
    expect((await client.put('/users/profile.php', { email: moved, password })).status).toBe(200);
    expect((await client.get('/auth/me.php')).body.user).toMatchObject({
      email: moved,
      email_confirmed: false,
      email_undeliverable: null,
    });
    await confirmMemberEmail(moved);
    expect((await client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    expect((await new Client().post('/auth/reset-password.php', { email: moved })).status).toBe(200);
    expect(await mailsWith(moved, PURCHASE)).toHaveLength(1);
    expect(await mailsWith(moved, RESET)).toHaveLength(1);
    // To the old address only the change's security alert, which goes to a marked address too.
    expect(await subjects(email)).toEqual([...toOld, 'Your email address was changed']);
  });
});

describe('a complaint', () => {
  it('marks the address as calling our mail spam, and stops what is not security mail', async () => {
    const { client, email } = await fundedMember(table, 5_000, 'complaining');
    await hear(sesComplaint(email));
    expect((await client.get('/auth/me.php')).body.user.email_undeliverable).toBe('complaint');
    expect((await client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    expect(await subjects(email)).not.toContain(PURCHASE);
  });

  it("stops an anonymous lease's forwarding to its address", async () => {
    const email = uniqueEmail('anon-complaining');
    const visitor = new Client();
    const created = await visitor.get(anonymousCheckoutPath('lease', email));
    expect(created.status).toBe(201);
    const orderId = created.body.order_id as string;
    await payAtSimulator(created.body.payment_url, 'pay');
    const paid = await eventually(
      () => visitor.get(`/anonymous/check-payment.php?order_id=${orderId}`),
      (reply) => typeof reply.body.order?.phone_number === 'string',
    );
    const phoneNumber = paid.body.order.phone_number as string;
    const isLink = (subject: string) => subject.startsWith('Confirm where your WhatsApp lease');
    const opened = await new Client().post('/auth/confirm-email.php', {
      token: await confirmTokenFor(email, undefined, isLink),
    });
    expect(opened.body.message).toBe(MESSAGES.forwardingConfirmed);

    await signedSms(phoneNumber, 'WhatsApp code 123-456').post();
    await eventually(
      () => mailTo(email),
      (found) => found.some((mail) => mail.subject.includes('123456')),
    );
    await hear(sesComplaint(email));
    await signedSms(phoneNumber, 'WhatsApp code 654-321').post();
    const after = await subjects(email);
    expect(after.some((subject) => subject.includes('654321'))).toBe(false);
  });
});

describe('what changes nothing', () => {
  it('a transient bounce, and an event that is not SES format', async () => {
    const { client, email } = await fundedMember(table, 5_000, 'transient');
    expect(await hear(sesBounce(email, 'Transient'))).toBe(202);
    // Not SES's format: refused, and nothing published: a permanent bounce without its recipients, one whose address is
    // no address, a delivery, and what is not JSON's object at all.
    const permanent = sesBounce(email);
    for (const bad of [
      { ...permanent, bounce: { ...permanent.bounce, bouncedRecipients: [] } },
      { ...permanent, bounce: { ...permanent.bounce, bouncedRecipients: [{ emailAddress: `${email} x` }] } },
      { ...permanent, eventType: 'Delivery' },
      [email],
    ]) {
      expect(await hear(bad)).toBe(400);
    }
    // Straight on the bus, past the simulator (as on AWS only SES could put it): the consumer's own check refuses it.
    const runtime = runningStack(inject('dataDir'));
    const bus = new EventBridgeClient(awsClientOptions(runtime.region, runtime.eventBusEndpoint));
    const { mail: _mail, ...withoutMail } = permanent;
    await bus.send(
      new PutEventsCommand({
        Entries: [{ Source: 'aws.ses', DetailType: 'Email Bounced', Detail: JSON.stringify(withoutMail) }],
      }),
    );
    await settled();
    // It was tried and set aside for an operator, as every event a consumer cannot take.
    const deadLetters = path.join(inject('dataDir'), 'dead-letters', 'markUndeliverable.jsonl');
    expect(readFileSync(deadLetters, 'utf8')).toContain(permanent.bounce.feedbackId);
    expect((await client.get('/auth/me.php')).body.user.email_undeliverable).toBeNull();
    expect((await client.post('/users/orders.php', WHATSAPP)).status).toBe(201);
    expect(await mailsWith(email, PURCHASE)).toHaveLength(1);
  });
});
