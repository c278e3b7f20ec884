// Whether an anonymous order is paid GET /payment/check-payment-status.php?order_id= (docs/decisions/015 "Calls").

import { paymentStatusResponse, type PaymentStatusResponse } from '../../../../../shared/schemas/payments';
import { apiRequest } from '../../../lib/api-client';

export type OrderPaymentCheck = Omit<PaymentStatusResponse, 'success'>;

export async function checkPaymentStatus(orderId: string, signal: AbortSignal): Promise<OrderPaymentCheck> {
  const { payment_confirmed, status, order } = paymentStatusResponse.parse(
    await apiRequest('payment.checkStatus', { query: { order_id: orderId }, signal }),
  );
  return { payment_confirmed, status, order };
}
