// Money owed to anonymous buyers, as the back office reads it (docs/decisions/064): GET /admin/refunds.php, one page of
// every owed amount with its state, its last payout and whether it has gone unclaimed for 30 days; and an operator's
// review of a payout above the limits, PUT /admin/refunds/{order_id}.php {action: approve|reject, reason}.

import type * as z from 'zod';
import { adminRefundsResponse, reviewPayoutResponse, type reviewPayoutBody } from '@shared/schemas/refunds';
import { apiRequest } from '@/lib/api-client';
import type { PageParams } from '@/lib/admin/get-admin-data';

export async function getOwedRefundsPage({ cursor }: PageParams, signal: AbortSignal) {
  return adminRefundsResponse.parse(
    await apiRequest('admin.listRefunds', { query: { cursor: cursor ?? undefined }, signal }),
  );
}

/** Approve (sent by the payouts job) or reject (owed again, "Refused by the shop: <reason>"). */
export type PayoutReview = z.input<typeof reviewPayoutBody>;

export async function reviewPayout(orderId: string, body: PayoutReview) {
  return reviewPayoutResponse.parse(await apiRequest('admin.reviewPayout', { params: { order_id: orderId }, body }))
    .payout;
}
