// What an anonymous order owes its buyer, GET /anonymous/refund.php?order_id= (null when nothing is owed), and the
// signed-in member's claim of it as wallet credit, POST /anonymous/refund/claim.php (docs/decisions/063); with the
// provider that took the payment, the coins it pays out in and the last payout (docs/decisions/064).

import { claimRefundResponse, owedRefundResponse, type OwedRefundResponse } from '@shared/schemas/refunds';
import { ApiError, apiRequest } from '@/lib/api-client';

export type MoneyOwed = Omit<OwedRefundResponse, 'success'>;

export async function getMoneyOwed(orderId: string, signal: AbortSignal): Promise<MoneyOwed | null> {
  try {
    const { owed_cents, reason, state, ways, provider, coins, payout } = owedRefundResponse.parse(
      await apiRequest('anonymous.getRefund', { query: { order_id: orderId }, signal }),
    );
    return { owed_cents, reason, state, ways, provider, coins, payout };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function claimMoneyOwed(orderId: string): Promise<number> {
  return claimRefundResponse.parse(await apiRequest('refunds.claim', { body: { order_id: orderId } })).credited_cents;
}
