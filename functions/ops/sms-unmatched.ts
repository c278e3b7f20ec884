// ops sms:unmatched [count]: the SMS that reached a number nobody held, kept for an operator (invariant 4).

import { createInboundSmsRepository } from '../adapters/dynamo/inbound-sms-repository.js';
import type { OpsCommand } from './commands.js';

export const listUnmatchedSms: OpsCommand = async (table, args) => {
  const count = Number(args[0] ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: sms:unmatched [count]');
  const unmatched = await createInboundSmsRepository(table).unmatched(count);
  if (unmatched.length === 0) return 'No unmatched SMS';
  return unmatched
    .map(
      (sms) => `${sms.receivedAt}  ${sms.messageSid}  to ${sms.to} from ${sms.from}: ${sms.body ?? '(text removed)'}`,
    )
    .join('\n');
};
