// ops outbox:failed [count] / outbox:retry <id> / outbox:dismiss <id>: the emails and customer webhook deliveries whose
// last try failed, kept for an operator (docs/decisions/034, 048): listed newest first with why, sent again from the
// start, or dropped for good.

import { createOutboxRepository } from '../adapters/dynamo/outbox-repository.js';
import type { FailedOutboxItem } from '../domain/outbox/ports.js';
import type { OpsCommand } from './ops-command.js';

/** One line: when, id, kind, where it went, what it was, tries, and why the last one failed. */
function line(failed: FailedOutboxItem): string {
  if (failed.kind === 'email') {
    const { item } = failed;
    return (
      `${failed.failedAt}  ${item.id}  email to ${item.message.to}  "${item.message.subject}"  ` +
      `after ${item.attempts} tries: ${item.lastError ?? 'unknown error'}`
    );
  }
  const { id, delivery, host, lastError } = failed.webhook;
  const record = delivery.record ? `${delivery.record.kind} ${delivery.record.id}` : `event ${delivery.id}`;
  return (
    `${failed.failedAt}  ${id}  webhook to ${host ?? 'no URL'}  ${record}  ` +
    `after ${delivery.attempts} tries: ${lastError}`
  );
}

export const listFailedOutbox: OpsCommand = async (table, args) => {
  const count = Number(args[0] ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: outbox:failed [count]');
  const failed = await createOutboxRepository(table).failed(count);
  if (failed.length === 0) return 'No failed emails or webhooks';
  return failed.map(line).join('\n');
};

export const retryFailedOutbox: OpsCommand = async (table, args) => {
  const [id] = args;
  if (!id) throw new Error('Usage: outbox:retry <id>');
  if (!(await createOutboxRepository(table).retry(id, new Date())))
    throw new Error(`No failed email or webhook ${id}.`);
  return `${id} is due again: the sweepOutbox job (an email) or the deliverWebhooks job (a webhook) sends it within a minute`;
};

export const dismissFailedOutbox: OpsCommand = async (table, args) => {
  const [id] = args;
  if (!id) throw new Error('Usage: outbox:dismiss <id>');
  if (!(await createOutboxRepository(table).dismiss(id))) throw new Error(`No failed email or webhook ${id}.`);
  return `${id} dismissed: it will not be sent`;
};
