// Money owed to anonymous buyers, as the back office reads it (docs/decisions/064): GET /admin/refunds.php, one page of
// every owed amount with its state, its last payout and whether it has gone unclaimed for 30 days; and an operator's
// decision on a payout above the limits, PUT /admin/refunds/{order_id}.php {action: approve|reject, reason}.

import * as z from 'zod';
import { PAYMENT_PROVIDERS } from '@shared/coins';
import { OWED_STATES, payoutView } from '@shared/schemas/refunds';
import { apiRequest } from '@/lib/api-client';
import type { PageParams } from '@/lib/admin/get-admin-data';

export const adminOwedRefund = z.object({
  order_id: z.string(),
  owed_cents: z.number().int(),
  reason: z.string(),
  state: z.enum(OWED_STATES),
  owed_at: z.string(),
  claimed_by: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  payout: payoutView.nullable(),
  unclaimed_30_days: z.boolean(),
});
export type AdminOwedRefund = z.infer<typeof adminOwedRefund>;

const adminRefundsResponse = z.object({
  success: z.literal(true),
  refunds: z.array(adminOwedRefund),
  next_cursor: z.string().nullable(),
});

export const PAYOUT_DECISIONS = ['approve', 'reject'] as const;
export type PayoutDecision = (typeof PAYOUT_DECISIONS)[number];

export const decidePayoutBody = z.strictObject({
  action: z.enum(PAYOUT_DECISIONS),
  reason: z.string().trim().min(1, 'Enter a reason').max(500),
});

export async function getOwedRefundsPage({ cursor }: PageParams, signal: AbortSignal) {
  return adminRefundsResponse.parse(
    await apiRequest('admin.listRefunds', { query: { cursor: cursor ?? undefined }, signal }),
  );
}

export async function decidePayout(orderId: string, body: z.infer<typeof decidePayoutBody>): Promise<void> {
  await apiRequest('admin.reviewPayout', { params: { order_id: orderId }, body });
}
