// The outbox (docs/decisions/034) on a stack of its own, so the sweeps at chosen times see only this file's items: an
// email is written with its change or not at all, a failed send is retried with backoff and delivered, one that fails
// every time is kept and listed for an operator, who can send it again or dismiss it; a sweep short of time stops after
// the page it is on, and the next run sends the rest (docs/decisions/057).

import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createOutboxRepository } from '../../functions/adapters/dynamo/outbox-repository.js';
import { createTicketRepository } from '../../functions/adapters/dynamo/ticket-repository.js';
import { createWindowCounterRepository } from '../../functions/adapters/dynamo/window-counter-repository.js';
import { createSesMailer } from '../../functions/adapters/mail/ses-mailer.js';
import { OUTBOX_MAX_ATTEMPTS, outboxNextTry } from '../../functions/domain/outbox/outbox-item.js';
import { outboxEmail } from '../../functions/domain/outbox/outbox-writes.js';
import { SWEEP_BATCH, sweepOutbox } from '../../functions/domain/outbox/send-outbox.js';
import { PAGE_MARGIN_MS, runPages } from '../../functions/events/core/pages.js';
import type { EventPublisher, Mailer } from '../../functions/domain/ports.js';
import { receiveContactMessage } from '../../functions/domain/tickets/contact-message.js';
import { openTicket, ticketMessage } from '../../functions/domain/tickets/ticket.js';
import { uniqueEmail } from '../support/http.js';
import { type LocalStack } from '../support/local-stack.js';
import { ownStackWithTable } from '../support/own-stack.js';
import { recordingMetrics } from '../support/metrics.js';
import { runOps } from '../support/ops.js';
import { eventually } from '../support/payments.js';
import type { Mail } from '../support/sms.js';

vi.setConfig({ testTimeout: 120_000 });

let stack: LocalStack;
let table: TableClient;
/** An address where no SES listens: the emulator down, as the SES adapter meets it. */
let deadEndpoint: string;

beforeAll(async () => {
  ({ stack, table } = await ownStackWithTable());
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadEndpoint = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => stack?.stop());

const DAY = 86_400_000;
/** Items are written a day ahead, so the stack's own consumer and sweep (on the real clock) leave them to the test. */
let ahead = Date.now() + DAY;
const nextTime = () => (ahead += DAY);

/** The announcements a write makes, kept here instead of reaching the stack's consumer. */
const unannounced: EventPublisher = { publish: async () => {} };

const sesMailer = (endpoint: string): Mailer =>
  createSesMailer({ region: 'eu-west-2', from: 'shop@uk-sms.local', endpoint });

/** The SES adapter, failing its first `failures` sends as when SES is unreachable. */
function mailerFailing(failures: number): Mailer {
  const down = sesMailer(deadEndpoint);
  const up = sesMailer(stack.mailboxUrl);
  let sent = 0;
  return { send: (email) => ((sent += 1) <= failures ? down.send(email) : up.send(email)) };
}

const outbox = () => createOutboxRepository(table);

function sweepAt(time: number, mailer: Mailer) {
  const { metrics, recorded } = recordingMetrics();
  return {
    recorded,
    run: () => sweepOutbox({ clock: { now: () => new Date(time) }, outbox: outbox(), mailer, metrics }),
  };
}

async function mailTo(address: string): Promise<Mail[]> {
  const store = (await (await fetch(`${stack.mailboxUrl}/store`)).json()) as { emails: Mail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** A contact-form message taken at `time`: its ticket and acknowledgement written together. */
async function contactAt(time: number, email: string) {
  return receiveContactMessage(
    {
      clock: { now: () => new Date(time) },
      tickets: createTicketRepository(table),
      counters: createWindowCounterRepository(table),
      events: unannounced,
    },
    { username: 'Jo', email, subject: 'Numbers?', message: 'Do you have more numbers?' },
  );
}

describe('the outbox', () => {
  it('retries a send that fails (SES unreachable) after its backoff, and delivers it once', async () => {
    const start = nextTime();
    const email = uniqueEmail('retried');
    const ticket = await contactAt(start, email);
    const mailer = mailerFailing(2);

    const first = sweepAt(start, mailer);
    expect(await first.run()).toBe(1);
    expect(first.recorded.map((call) => call.figure)).toEqual(['outboxTryFailed']);
    const [waiting] = await outbox().due(new Date(start + DAY / 2), 10);
    expect(waiting).toMatchObject({ attempts: 1, dueAt: outboxNextTry(1, new Date(start)) });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

    // Not before its retry time; then again, failing; then delivered.
    let time = Date.parse(waiting!.dueAt);
    expect(await sweepAt(time - 1_000, mailer).run()).toBe(0);
    expect(await sweepAt(time, mailer).run()).toBe(1);
    time = Date.parse((await outbox().due(new Date(start + DAY / 2), 10))[0]!.dueAt);
    const last = sweepAt(time, mailer);
    expect(await last.run()).toBe(1);
    expect(last.recorded).toEqual([]);

    const mails = await mailTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`We received your message (TKT-${ticket.id})`]);
    expect(await outbox().due(new Date(start + DAY / 2), 10)).toEqual([]);
    expect(await sweepAt(time + DAY / 4, mailer).run()).toBe(0);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('keeps an email that fails every time, lists it for the operator, who sends it again or dismisses it', async () => {
    const start = nextTime();
    const [kept, dropped] = [uniqueEmail('kept'), uniqueEmail('dropped')];
    await contactAt(start, kept);
    await contactAt(start, dropped);
    const down = sesMailer(deadEndpoint);
    let time = start;
    const failures: string[] = [];
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      const sweep = sweepAt(time, down);
      expect(await sweep.run()).toBe(2);
      failures.push(...sweep.recorded.map((call) => call.figure));
      time = Date.parse(outboxNextTry(attempt, new Date(time)));
    }
    expect(failures.filter((figure) => figure === 'outboxTryFailed')).toHaveLength(2 * OUTBOX_MAX_ATTEMPTS);
    expect(failures.filter((figure) => figure === 'outboxItemFailed')).toHaveLength(2);
    expect(await sweepAt(time + DAY, down).run()).toBe(0);
    expect(await mailTo(kept)).toEqual([]);

    const listed = await runOps(['outbox:failed'], stack.dataDir);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    const line = (to: string) => lines.find((entry) => entry.includes(`to ${to}`))!;
    expect(line(kept)).toContain(`after ${OUTBOX_MAX_ATTEMPTS} tries`);
    expect(line(kept)).toMatch(/ECONNREFUSED|connect/i);
    const id = (to: string) => line(to).split(/\s+/)[1]!;

    expect((await runOps(['outbox:dismiss', id(dropped)], stack.dataDir)).stdout).toContain('dismissed');
    const retried = await runOps(['outbox:retry', id(kept)], stack.dataDir);
    expect(retried.stdout).toContain('due again');
    // The stack's own sweep (every minute, on the real clock) or this one sends it: the item is due now.
    await sweepAt(Date.now() + 1_000, sesMailer(stack.mailboxUrl)).run();
    const sent = await eventually(
      () => mailTo(kept),
      (mails) => mails.length > 0,
    );
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^We received your message/)]);
    expect(await mailTo(dropped)).toEqual([]);
    expect((await runOps(['outbox:failed'], stack.dataDir)).stdout.trim()).toBe('No failed emails or webhooks');
    expect((await runOps(['outbox:retry', id(kept)], stack.dataDir)).stderr).toContain(
      `No failed email or webhook ${id(kept)}.`,
    );
  });

  it('writes an email only with the change that causes it: a refused change leaves no outbox item', async () => {
    const time = nextTime();
    const tickets = createTicketRepository(table);
    const opened = openTicket(
      { userId: null, userName: 'Jo', userEmail: uniqueEmail('iff') },
      { subject: 'Hello', category: 'general', priority: 'medium', message: 'Hi' },
      new Date(time),
    );
    const to = { email: opened.ticket.userEmail, confirmed: true, undeliverable: false };
    const [written] = outboxEmail(to, 'toConfirmedOnly', { subject: 'Written', paragraphs: ['Yes'] }, new Date(time));
    await tickets.create(opened.ticket, opened.opening, [written!]);
    expect(await outbox().find(written!.id, written!.dueAt)).toMatchObject({ id: written!.id, attempts: 0 });

    // The same ticket again: its condition fails, so neither it nor its email is written.
    const again = outboxEmail(to, 'toConfirmedOnly', { subject: 'Not written', paragraphs: ['No'] }, new Date(time));
    await expect(tickets.create(opened.ticket, opened.opening, again)).rejects.toThrow();
    expect(await outbox().find(again[0]!.id, again[0]!.dueAt)).toBeNull();

    // A reply to a closed ticket is refused, its email with it.
    await tickets.update(opened.ticket.id, { status: 'closed' }, new Date(time));
    const reply = ticketMessage(opened.ticket, 'Too late', { isAdmin: true, userName: 'Support' }, new Date(time));
    const replyEmail = outboxEmail(to, 'toConfirmedOnly', { subject: 'Reply', paragraphs: ['No'] }, new Date(time));
    expect(await tickets.addMessage(opened.ticket, reply, replyEmail)).toBe(false);
    expect(await outbox().find(replyEmail[0]!.id, replyEmail[0]!.dueAt)).toBeNull();

    // The written one is sent once, however many senders take it at once: each try is claimed first.
    const senders = Array.from({ length: 3 }, () => sweepAt(time, sesMailer(stack.mailboxUrl)).run());
    expect((await Promise.all(senders)).reduce((sum, tried) => sum + tried, 0)).toBe(1);
    expect((await mailTo(opened.ticket.userEmail)).map((mail) => mail.subject)).toEqual(['Written']);
  });

  it('stops a sweep with little time left after the page it is on; the next run, with time, sends the rest', async () => {
    const start = nextTime();
    const addresses = Array.from({ length: SWEEP_BATCH + 5 }, (_, index) => uniqueEmail(`paged-${index}`));
    for (const address of addresses) await contactAt(start, address);
    const page = () => sweepAt(start, sesMailer(stack.mailboxUrl)).run();

    // As the job runs it: the Lambda context's time left, here under the margin a page must leave.
    const short = await runPages(page, () => PAGE_MARGIN_MS - 1);
    expect(short).toEqual({ changed: SWEEP_BATCH, pages: 1, finished: false });
    expect(await outbox().due(new Date(start), 100)).toHaveLength(5);

    const next = await runPages(page, () => 10_000);
    expect(next).toEqual({ changed: 5, pages: 2, finished: true });
    expect(await outbox().due(new Date(start), 100)).toHaveLength(0);
    const delivered = await Promise.all(addresses.map(async (address) => (await mailTo(address)).length));
    expect(delivered).toEqual(addresses.map(() => 1));
  });
});
