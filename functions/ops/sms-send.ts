// ops sms:send <to> <text>: posts an SMS to the webhook exactly as the SMS supplier does, signature and all.

import { postInboundMessage } from '../adapters/sms/twilio-inbound-message.js';
import type { OpsCommand } from './ops-command.js';

export const sendSms: OpsCommand = async (_table, args, context) => {
  const fromIndex = args.indexOf('--from');
  const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
  const [to, ...words] = fromIndex >= 0 ? args.filter((_, i) => i !== fromIndex && i !== fromIndex + 1) : args;
  if (!to || words.length === 0) throw new Error('Usage: sms:send <to> <text> [--from <sender>]');
  if (!context.publicUrl || !context.smsSupplierAuthToken) {
    throw new Error('Set PUBLIC_URL and SMS_SUPPLIER_AUTH_TOKEN to send to a deployed stage.');
  }
  const sent = await postInboundMessage(context.publicUrl, context.smsSupplierAuthToken, {
    to,
    from: from ?? '+447700900999',
    body: words.join(' '),
  });
  if (sent.status !== 200) throw new Error(`The webhook answered ${sent.status}: ${sent.answer}`);
  return `Sent ${sent.messageSid} to ${to}`;
};
