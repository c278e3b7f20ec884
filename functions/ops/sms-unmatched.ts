// ops sms:unmatched [count]: the SMS kept for an operator (invariant 4): those that reached a number nobody held or
// that no order or lease could take, and signed ones that failed validation, with what was wrong.

import { createInboundSmsRepository } from '../adapters/dynamo/inbound-sms-repository.js';
import type { OpsCommand } from './ops-command.js';

export const listUnmatchedSms: OpsCommand = async (table, args) => {
  const count = Number(args[0] ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('Usage: sms:unmatched [count]');
  const unmatched = await createInboundSmsRepository(table).unmatched(count);
  if (unmatched.length === 0) return 'No unmatched SMS';
  return unmatched
    .map((sms) => {
      const line = `${sms.receivedAt}  ${sms.messageSid}  to ${sms.to} from ${sms.from}: ${sms.body ?? '(text removed)'}`;
      return sms.problems.length > 0 ? `${line}\n  invalid: ${sms.problems.join('; ')}` : line;
    })
    .join('\n');
};
