// An anonymous lease's renewal by crypto POST /payment/renew-lease.php (docs/decisions/062): the server checks the
// price shown against its own and opens the payment page with the provider of the order's first payment.

import { leaseRenewalResponse } from '@shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

export async function renewAnonymousLease(
  orderId: string,
  coin: string,
  amountCents: number,
): Promise<{ paymentUrl: string; renewedEndDate: string }> {
  const answer = leaseRenewalResponse.parse(
    await apiRequest('payment.renewLease', { body: { order_id: orderId, crypto: coin, amount: amountCents } }),
  );
  return { paymentUrl: answer.payment_url, renewedEndDate: answer.renewed_end_date };
}
