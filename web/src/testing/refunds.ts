// Payouts of money owed to anonymous buyers (docs/decisions/064) as the server describes them, for the web tests of
// the screens that show them: the order's page and Held Payments.

import type { PayoutTerms, PayoutView } from '@shared/schemas/refunds';

/** A payout on `terms`, being sent and not yet settled unless `overrides` say otherwise. */
export const payoutOf = (terms: PayoutTerms, overrides: Partial<PayoutView> = {}): PayoutView => ({
  ...terms,
  state: 'sending',
  reference: null,
  failure: null,
  requested_at: '2026-11-29T03:00:00.000Z',
  settled_at: null,
  ...overrides,
});
