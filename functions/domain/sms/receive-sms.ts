// Records a verified SMS: stored under its MessageSid before anything else (invariant 4), then announced for routing.

import type { InboundSmsForm } from '../../../shared/schemas/sms.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { InboundSms } from './inbound-sms.js';

export async function receiveSms(
  deps: Pick<StockDeps, 'clock' | 'inboundSms' | 'events'>,
  form: InboundSmsForm,
): Promise<InboundSms> {
  const { sms, duplicate } = await deps.inboundSms.store({
    messageSid: form.MessageSid,
    from: form.From,
    to: form.To,
    body: form.Body,
    receivedAt: deps.clock.now().toISOString(),
    status: 'received',
    routedTo: null,
    code: null,
    forwardedAt: null,
  });
  // A redelivery of a message already routed needs nothing; one still waiting is announced again.
  if (!duplicate || sms.status === 'received') await deps.events.publish('SmsReceived', { messageSid: sms.messageSid });
  return sms;
}
