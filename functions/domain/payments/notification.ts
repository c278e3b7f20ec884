// A provider's IPN as received: stored raw before anything else, then applied, or held for an operator.

import type { PaymentProviderName } from '../../../shared/coins.js';

export type NotificationStatus = 'received' | 'applied' | 'ignored' | 'held';

export interface PaymentNotification {
  /** sha256 of the provider and the raw body: a redelivered IPN has the same id. */
  id: string;
  provider: PaymentProviderName;
  rawBody: string;
  receivedAt: string;
  status: NotificationStatus;
  reason: string | null;
}
