// A provider's IPN as received: stored raw before anything else, then applied, or held for an operator.

import type { PaymentProviderName } from '../../../shared/coins.js';
import type { HeldResolutionAction } from '../../../shared/schemas/held-payments.js';

/** `resolved`: a held notification an operator acted on (docs/decisions/026 "payments:resolve"). */
export type NotificationStatus = 'received' | 'applied' | 'ignored' | 'held' | 'resolved';

export type { HeldResolutionAction };

/** What an operator did with a held notification, kept on it: who, when, what, and why. */
export interface HeldResolution {
  action: HeldResolutionAction;
  by: string;
  at: string;
  note: string;
  /** What `credit` put in the member's wallet; 0 otherwise. */
  creditedCents: number;
}

export interface PaymentNotification {
  /** sha256 of the provider and the raw body: a redelivered IPN has the same id. */
  id: string;
  provider: PaymentProviderName;
  rawBody: string;
  receivedAt: string;
  status: NotificationStatus;
  reason: string | null;
  /** Set once, when an operator resolves a held notification. */
  resolution: HeldResolution | null;
}
