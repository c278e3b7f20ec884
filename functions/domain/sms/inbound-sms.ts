// An SMS from the supplier, stored before anything else happens to it (docs/decisions/016 invariant 4).

import type { Holding } from '../stock/phone-number.js';

/** received: stored, not yet routed; routed: applied to an order or a lease; unmatched: kept for an operator. */
export type InboundSmsStatus = 'received' | 'routed' | 'unmatched';

export interface InboundSms {
  /** The supplier's MessageSid: the same message delivered twice is stored and applied once. */
  messageSid: string;
  from: string;
  to: string;
  /** Null once removed, 24 hours after arrival, with the code. */
  body: string | null;
  receivedAt: string;
  status: InboundSmsStatus;
  routedTo: Holding | null;
  code: string | null;
  /**
   * What was wrong with a signed message that failed validation (a field and its fault each), empty for a valid one.
   * Such a message is stored unmatched at once, for an operator, and never routed (docs/decisions/012).
   */
  problems: string[];
}
