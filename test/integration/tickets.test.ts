import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { SINGLE_LINE_MESSAGE } from '../../shared/schemas/fields.js';
import { Client, registeredMember } from '../support/http.js';
import { eventually } from '../support/payments.js';
import { mailTo } from '../support/sms.js';
import { registeredAdmin } from '../support/admin.js';
import { localTable } from '../support/table.js';

const table = localTable();

/** A member of the support team: an administrator with two-factor sign-in on. */
const supportAgent = async () => (await registeredAdmin(table)).client;

const NEW_TICKET = {
  subject: 'Code never arrived',
  category: 'TECHNICAL',
  priority: 'high',
  message: 'Order 42 got no SMS.',
};

async function openTicket(client: Client, body: Record<string, unknown> = NEW_TICKET) {
  const reply = await client.post('/users/tickets.php', body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.ticket as { id: string };
}

describe('support tickets: the member side', () => {
  it('opens a ticket, lists it with its counts and shows the conversation oldest first', async () => {
    const { client } = await registeredMember('asker');
    const created = await client.post('/users/tickets.php', NEW_TICKET);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: MESSAGES.ticketCreated,
      ticket: {
        subject: NEW_TICKET.subject,
        category: 'technical',
        priority: 'high',
        status: 'open',
        message_count: 1,
      },
    });
    const id = created.body.ticket.id as string;

    const reply = await client.post(`/users/tickets/messages.php?ticket_id=${id}`, { message: '  Any news?  ' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ message: MESSAGES.ticketMessageSent, ticket_message: { message: 'Any news?' } });

    const list = await client.get('/users/tickets.php');
    expect(list.status).toBe(200);
    expect(list.body.tickets).toEqual([expect.objectContaining({ id, message_count: 2, status: 'open' })]);

    const conversation = await client.get(`/users/tickets/messages.php?ticket_id=${id}`);
    expect(conversation.status).toBe(200);
    expect(
      conversation.body.messages.map((m: { message: string; is_admin: number }) => [m.message, m.is_admin]),
    ).toEqual([
      [NEW_TICKET.message, 0],
      ['Any news?', 0],
    ]);
  });

  it("answers 404 for another member's ticket and its messages, and adds nothing to it", async () => {
    const owner = await registeredMember('owner');
    const stranger = await registeredMember('stranger');
    const { id } = await openTicket(owner.client);

    expect((await stranger.client.get(`/users/tickets/messages.php?ticket_id=${id}`)).status).toBe(404);
    const intrusion = await stranger.client.post(`/users/tickets/messages.php?ticket_id=${id}`, { message: 'hi' });
    expect(intrusion.status).toBe(404);
    expect((await stranger.client.get('/users/tickets.php')).body.tickets).toEqual([]);
    expect((await owner.client.get(`/users/tickets/messages.php?ticket_id=${id}`)).body.messages).toHaveLength(1);
    expect((await owner.client.get('/users/tickets/messages.php?ticket_id=nope')).status).toBe(404);
  });

  it('refuses bad tickets and blank replies with 400 and stores nothing', async () => {
    const { client } = await registeredMember('sloppy');
    const cases: Record<string, unknown>[] = [
      { ...NEW_TICKET, subject: '   ' },
      { ...NEW_TICKET, message: '' },
      { ...NEW_TICKET, category: 'GOSSIP' },
      { ...NEW_TICKET, priority: 'critical' },
      { ...NEW_TICKET, subject: 'x'.repeat(201) },
      { ...NEW_TICKET, message: 'x'.repeat(5001) },
      { ...NEW_TICKET, status: 'closed' },
    ];
    for (const body of cases) {
      const reply = await client.post('/users/tickets.php', body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await client.post('/users/tickets.php', { ...NEW_TICKET, subject: '' })).body.error).toBe(
      MESSAGES.fillRequiredFields,
    );
    for (const subject of ['Refund\r\nBcc: victim@example.com', 'Refund\nX-Priority: 1', 'Refund\u0007']) {
      const injected = await client.post('/users/tickets.php', { ...NEW_TICKET, subject });
      expect(injected.status, JSON.stringify(subject)).toBe(400);
      expect(injected.body.details).toEqual({ subject: SINGLE_LINE_MESSAGE });
    }
    expect((await client.get('/users/tickets.php')).body.tickets).toEqual([]);

    const { id } = await openTicket(client);
    const blank = await client.post(`/users/tickets/messages.php?ticket_id=${id}`, { message: ' \n ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(MESSAGES.enterMessage);
    expect((await client.get('/users/tickets.php')).body.tickets[0].message_count).toBe(1);
  });

  it('keeps visitors out (401)', async () => {
    expect((await new Client().get('/users/tickets.php')).status).toBe(401);
    expect((await new Client().post('/users/tickets.php', NEW_TICKET)).status).toBe(401);
  });
});

describe('support tickets: the support side', () => {
  it("answers a member's ticket as Support Team, keeps its status and emails the member", async () => {
    const member = await registeredMember('helped');
    const support = await supportAgent();
    const { id } = await openTicket(member.client);

    const answer = await support.post('/admin/tickets.php', { ticket_id: id, message: 'We refunded order 42.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: MESSAGES.replySent });

    const conversation = (await member.client.get(`/users/tickets/messages.php?ticket_id=${id}`)).body.messages;
    expect(conversation.at(-1)).toMatchObject({
      message: 'We refunded order 42.',
      is_admin: 1,
      user_name: 'Support Team',
    });
    expect((await member.client.get('/users/tickets.php')).body.tickets[0]).toMatchObject({
      status: 'open',
      message_count: 2,
    });

    const mail = (
      await eventually(
        () => mailTo(member.email),
        (mails) => mails.some((m) => m.subject.includes(`TKT-${id}`)),
      )
    ).find((m) => m.subject.includes(`TKT-${id}`));
    expect(mail?.body.text).toContain('We refunded order 42.');
    // The shop's address reads no mail: the email says the answer goes on the Tickets page, and links it.
    expect(mail?.body.text).toContain('Replies to this email are not read');
    expect(mail?.body.text).toMatch(/reply on your Tickets page.*\/tickets$/m);
  });

  it('lists every ticket newest first in pages, with who opened it', async () => {
    const support = await supportAgent();
    const member = await registeredMember('paged');
    const opened = [];
    for (const subject of ['first', 'second', 'third'])
      opened.push(await openTicket(member.client, { ...NEW_TICKET, subject }));

    const first = await support.get('/admin/tickets.php?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.tickets.map((t: { id: string }) => t.id)).toEqual([opened[2]!.id, opened[1]!.id]);
    expect(first.body.tickets[0]).toMatchObject({ user_name: 'paged', user_email: member.email, subject: 'third' });
    expect(first.body.next_cursor).toEqual(expect.any(String));

    const second = await support.get(`/admin/tickets.php?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.tickets[0].id).toBe(opened[0]!.id);

    expect((await support.get('/admin/tickets.php')).body.tickets.length).toBeLessThanOrEqual(50);
    expect((await support.get('/admin/tickets.php?limit=201')).status).toBe(400);
    expect((await support.get('/admin/tickets.php?cursor=bm9wZQ')).status).toBe(400);
  });

  it('reads any conversation by id, changes status and priority, and a closed ticket takes no reply', async () => {
    const support = await supportAgent();
    const member = await registeredMember('closing');
    const { id } = await openTicket(member.client);

    const conversation = await support.get(`/admin/tickets/${id}/messages.php`);
    expect(conversation.status).toBe(200);
    expect(conversation.body.messages).toEqual([expect.objectContaining({ message: NEW_TICKET.message, is_admin: 0 })]);

    const moved = await support.put(`/admin/tickets/${id}.php`, { status: 'in_progress', priority: 'urgent' });
    expect(moved.status).toBe(200);
    expect(moved.body.ticket).toMatchObject({ status: 'in_progress', priority: 'urgent' });
    expect((await support.put(`/admin/tickets/${id}.php`, { status: 'lost' })).status).toBe(400);
    expect((await support.put(`/admin/tickets/${id}.php`, {})).status).toBe(400);

    expect((await support.put(`/admin/tickets/${id}.php`, { status: 'closed' })).status).toBe(200);
    const late = await member.client.post(`/users/tickets/messages.php?ticket_id=${id}`, { message: 'One more thing' });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(MESSAGES.ticketClosed);
    expect((await support.post('/admin/tickets.php', { ticket_id: id, message: 'Reopen?' })).status).toBe(400);
    expect((await member.client.get('/users/tickets.php')).body.tickets[0]).toMatchObject({
      status: 'closed',
      message_count: 1,
    });
  });

  it('answers 404 for unknown tickets, 400 for blank replies, and 403 to members', async () => {
    const support = await supportAgent();
    expect((await support.get('/admin/tickets/zzzz0000/messages.php')).status).toBe(404);
    expect((await support.get(`/admin/tickets/${'a'.repeat(3000)}/messages.php`)).status).toBe(404);
    expect((await support.post('/admin/tickets.php', { ticket_id: 12, message: 'hello' })).status).toBe(404);
    expect((await support.post('/admin/tickets.php', '{not json')).status).toBe(400);
    expect((await support.put('/admin/tickets/zzzz0000.php', { status: 'closed' })).status).toBe(404);
    expect((await support.post('/admin/tickets.php', { ticket_id: 'zzzz0000', message: 'hello' })).status).toBe(404);
    const member = await registeredMember('notstaff');
    const { id } = await openTicket(member.client);
    expect((await support.post('/admin/tickets.php', { ticket_id: id, message: '   ' })).status).toBe(400);
    expect((await member.client.get('/admin/tickets.php')).status).toBe(403);
    expect((await member.client.post('/admin/tickets.php', { ticket_id: id, message: 'I am support' })).status).toBe(
      403,
    );
    expect((await member.client.get(`/users/tickets/messages.php?ticket_id=${id}`)).body.messages).toHaveLength(1);
  });
});
