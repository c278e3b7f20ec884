import { describe, expect, it, inject } from 'vitest';
import { ADDRESS_LIMITS } from '../../shared/constants.js';
import { MESSAGES } from '../../shared/messages.js';
import { SINGLE_LINE_MESSAGE } from '../../shared/schemas/fields.js';
import { Client, uniqueEmail } from '../support/http.js';
import { eventually } from '../support/payments.js';
import { mailTo } from '../support/sms.js';
import { registeredAdmin } from '../support/admin.js';
import { localTable } from '../support/table.js';
import { deliveriesDone } from '../support/running-stack.js';

const table = localTable();

/** A member of the support team: an administrator with two-factor sign-in on. */
const supportAgent = async () => (await registeredAdmin(table)).client;

const contactMessage = (email: string, subject = 'Bulk pricing?') => ({
  username: 'Jo Visitor',
  email,
  subject,
  message: 'Do you sell 100 numbers a month at a discount?',
});

type TicketRow = Record<string, unknown> & { id: string; subject: string };

async function supportFinds(support: Client, subject: string) {
  const { tickets } = (await support.get('/admin/tickets.php?limit=200')).body as { tickets: TicketRow[] };
  return tickets.find((ticket) => ticket.subject === subject);
}

describe('the contact form', () => {
  it('stores the message as a general ticket support sees, mails an acknowledgement, and support can answer it', async () => {
    const email = uniqueEmail('visitor');
    const subject = `Bulk pricing ${email}`;
    const sent = await new Client().post('/contact.php', contactMessage(email, subject));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, message: MESSAGES.contactReceived });

    const support = await supportAgent();
    const ticket = (await supportFinds(support, subject))!;
    expect(ticket).toMatchObject({
      category: 'general',
      status: 'open',
      user_name: 'Jo Visitor',
      user_email: email,
      message_count: 1,
    });
    const conversation = await support.get(`/admin/tickets/${ticket.id}/messages.php`);
    expect(conversation.body.messages).toEqual([
      expect.objectContaining({ message: contactMessage(email).message, is_admin: 0, user_name: 'Jo Visitor' }),
    ]);

    const acknowledgement = (
      await eventually(
        () => mailTo(email),
        (mails) => mails.length > 0,
      )
    ).find((mail) => mail.subject.includes(`TKT-${ticket.id}`));
    expect(acknowledgement?.body.text).toContain(`ticket TKT-${ticket.id}`);

    expect((await support.post('/admin/tickets.php', { ticket_id: ticket.id, message: 'Yes: 20% off.' })).status).toBe(
      201,
    );
    const answers = await eventually(
      async () => (await mailTo(email)).filter((mail) => mail.body.text.includes('Yes: 20% off.')),
      (found) => found.length > 0,
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]!.body.text).toContain('Replies to this email are not read');
    expect(answers[0]!.body.text).toContain('/contact');
  });

  it('acknowledges with a fixed text and the ticket number, quoting nothing that was typed into the form', async () => {
    const email = uniqueEmail('relay');
    const bait = {
      username: 'Your bank',
      email,
      subject: `Account locked ${email}`,
      message: 'Your account is locked. Unlock it at https://phish.example/login before midnight.',
    };
    expect((await new Client().post('/contact.php', bait)).status).toBe(201);
    const [acknowledgement] = await eventually(
      () => mailTo(email),
      (mails) => mails.length > 0,
    );
    const ticket = (await supportFinds(await supportAgent(), bait.subject))!;
    expect(acknowledgement!.subject).toBe(`We received your message (TKT-${ticket.id})`);
    for (const typed of ['phish.example', 'Account locked', 'Your bank', 'Unlock it']) {
      expect(`${acknowledgement!.subject}\n${acknowledgement!.body.text}`).not.toContain(typed);
    }
  });

  it('refuses a name or subject carrying a line break or control character (no email header added) and stores nothing', async () => {
    const email = uniqueEmail('crlf');
    const clean = contactMessage(email, `Header ${email}`);
    const attempts = [
      ['subject', `${clean.subject}\r\nBcc: victim@example.com`],
      ['subject', `${clean.subject}\nBcc: victim@example.com`],
      ['username', 'Jo\r\nBcc: victim@example.com'],
      ['username', 'Jo\u0000Visitor'],
      ['subject', `${clean.subject}\u2028Bcc: victim@example.com`],
    ] as const;
    for (const [field, value] of attempts) {
      const reply = await new Client().post('/contact.php', { ...clean, [field]: value });
      expect(reply.status, JSON.stringify(value)).toBe(400);
      expect(reply.body.details, JSON.stringify(value)).toEqual({ [field]: SINGLE_LINE_MESSAGE });
    }
    const { tickets } = (await (await supportAgent()).get('/admin/tickets.php?limit=200')).body as {
      tickets: TicketRow[];
    };
    expect(tickets.filter((ticket) => ticket.subject.startsWith(clean.subject))).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
  });

  it("refuses a message with a missing or blank field ('Please fill in all fields') and stores nothing", async () => {
    const email = uniqueEmail('incomplete');
    const full = contactMessage(email, `Incomplete ${email}`);
    for (const field of Object.keys(full) as (keyof typeof full)[]) {
      const { [field]: _left, ...missing } = full;
      const reply = await new Client().post('/contact.php', missing);
      expect(reply.status, field).toBe(400);
      expect(reply.body.error, field).toBe(MESSAGES.fillAllFields);
      expect((await new Client().post('/contact.php', { ...full, [field]: '  ' })).status, field).toBe(400);
    }
    expect((await new Client().post('/contact.php', { ...full, email: 'not-an-email' })).status).toBe(400);
    expect((await new Client().post('/contact.php', { ...full, message: 'x'.repeat(5001) })).status).toBe(400);
    expect((await new Client().post('/contact.php', { ...full, admin: true })).status).toBe(400);
    expect((await new Client().get('/contact.php')).status).toBe(405);
    expect(await supportFinds(await supportAgent(), full.subject)).toBeUndefined();
    expect(await mailTo(email)).toEqual([]);
  });

  it(`takes ${ADDRESS_LIMITS.contact.max} messages an hour from one email address`, async () => {
    const email = uniqueEmail('chatty');
    for (let i = 0; i < ADDRESS_LIMITS.contact.max; i += 1) {
      expect((await new Client().post('/contact.php', contactMessage(email, `Chatty ${i}`))).status).toBe(201);
    }
    const refused = await new Client().post('/contact.php', contactMessage(email, 'Chatty again'));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many messages from this email address\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const acknowledged = await eventually(
      () => mailTo(email),
      (mails) => mails.length >= ADDRESS_LIMITS.contact.max,
    );
    await deliveriesDone(inject('dataDir'));
    expect(acknowledged).toHaveLength(ADDRESS_LIMITS.contact.max);
    expect(await mailTo(email)).toHaveLength(ADDRESS_LIMITS.contact.max);
  });
});
