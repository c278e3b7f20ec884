// ops outbox:failed [count] / outbox:retry <id> / outbox:dismiss <id>: the emails whose last try failed, kept for an
// operator (docs/decisions/034): listed newest first with why, sent again from the start, or dropped for good.

import { createOutboxRepository } from '../adapters/dynamo/outbox-repository.js';
import type { OpsCommand } from './ops-command.js';

export const listFailedOutbox: OpsCommand = async (table, args) => {
  const count = Number(args[0] ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: outbox:failed [count]');
  const failed = await createOutboxRepository(table).failed(count);
  if (failed.length === 0) return 'No failed emails';
  return failed
    .map(
      ({ item, failedAt }) =>
        `${failedAt}  ${item.id}  to ${item.message.to}  "${item.message.subject}"  after ${item.attempts} tries: ` +
        (item.lastError ?? 'unknown error'),
    )
    .join('\n');
};

export const retryFailedOutbox: OpsCommand = async (table, args) => {
  const [id] = args;
  if (!id) throw new Error('Usage: outbox:retry <id>');
  if (!(await createOutboxRepository(table).retry(id, new Date()))) throw new Error(`No failed email ${id}.`);
  return `${id} is due again: the sweepOutbox job sends it within a minute`;
};

export const dismissFailedOutbox: OpsCommand = async (table, args) => {
  const [id] = args;
  if (!id) throw new Error('Usage: outbox:dismiss <id>');
  if (!(await createOutboxRepository(table).dismiss(id))) throw new Error(`No failed email ${id}.`);
  return `${id} dismissed: it will not be sent`;
};
