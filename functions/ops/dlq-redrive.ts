// ops dlq:redrive [consumer]: moves the event consumers' dead letters back to their consumers (docs/decisions/026
// "dlq:redrive"), locally through the running event bus, on AWS with SQS's message move task.

import { CONSUMER_NAMES } from '../../shared/events.js';
import type { OpsCommand } from './ops-command.js';

export const redriveDeadLetters: OpsCommand = async (_table, args, context) => {
  const consumer = args[0] ?? null;
  if (args.length > 1 || (consumer !== null && !(CONSUMER_NAMES as readonly string[]).includes(consumer))) {
    throw new Error(`Usage: dlq:redrive [${CONSUMER_NAMES.join('|')}]`);
  }
  const redriven = (await context.deadLetters.redrive(consumer)).filter((queue) => queue.moved > 0);
  if (redriven.length === 0) return 'No dead letters to redrive';
  return redriven.map(({ queue, moved }) => `${queue}: ${moved} moved back to its consumer`).join('\n');
};
