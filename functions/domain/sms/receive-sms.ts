// Records a signed SMS: stored before anything else (invariant 4); a valid one is announced for routing, an invalid
// one is kept unmatched for an operator with what was wrong (docs/decisions/012).

import type { InboundSmsForm } from '../../../shared/schemas/sms.js';
import type { StockDeps } from '../stock/stock-deps.js';
import type { InboundSms } from './inbound-sms.js';

type ReceiveDeps = Pick<StockDeps, 'clock' | 'inboundSms' | 'events'>;

export async function receiveSms(deps: ReceiveDeps, form: InboundSmsForm): Promise<InboundSms> {
  const { sms, duplicate } = await deps.inboundSms.store(
    newInboundSms(deps, { messageSid: form.MessageSid, from: form.From, to: form.To, body: form.Body, problems: [] }),
  );
  // A redelivery of a message already routed needs nothing; one still waiting is announced again.
  if (!duplicate || sms.status === 'received') await deps.events.publish('SmsReceived', { messageSid: sms.messageSid });
  return sms;
}

/** A signed message that failed validation, as far as it could be read. */
export type InvalidSms = Pick<InboundSms, 'messageSid' | 'from' | 'to' | 'body' | 'problems'>;

/** Stored unmatched under its id (a redelivery is stored once), never routed: only an operator can tell its meaning. */
export async function keepInvalidSms(deps: Pick<ReceiveDeps, 'clock' | 'inboundSms'>, sms: InvalidSms) {
  return (await deps.inboundSms.store({ ...newInboundSms(deps, sms), status: 'unmatched' })).sms;
}

function newInboundSms(deps: Pick<ReceiveDeps, 'clock'>, sms: InvalidSms): InboundSms {
  return {
    ...sms,
    receivedAt: deps.clock.now().toISOString(),
    status: 'received',
    routedTo: null,
    code: null,
  };
}
