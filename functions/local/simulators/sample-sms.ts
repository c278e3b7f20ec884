// What the SMS simulator's "Send a code" sends (docs/decisions/012): for a one-time order, a message of its service's
// own shape, from the service's first sender ID and naming its first word, so that the product's matcher takes it for
// that order; for a lease, a plain message, since a lease's inbox takes any.

import { SMS_MATCHES } from '../../../seeds/sms-matches.js';

export const SAMPLE_CODE = '482-913';

export function codeMessageFor(serviceName: string): { from: string; body: string } {
  const match = SMS_MATCHES.get(serviceName);
  const brand = match?.words[0] ?? serviceName;
  return {
    from: match?.senders[0] ?? serviceName,
    body: `Your ${brand} verification code is ${SAMPLE_CODE}. Don't share it with anyone.`,
  };
}

export const PLAIN_MESSAGE = {
  from: '+447700900999',
  body: 'Hello from the SMS simulator: see you at 6, bring the keys.',
};
