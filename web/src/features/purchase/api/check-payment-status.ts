// Whether an anonymous order is paid GET /payment/check-payment-status.php?order_id= (docs/decisions/015 "Calls"); null
// when the server knows no order of that id (404) or the id cannot be one (400, a mangled link), which ends the wait
// with 'Order not found' (docs/decisions/023).

import { paymentStatusResponse, type PaymentStatusResponse } from '@shared/schemas/payments';
import { ApiError, apiRequest } from '@/lib/api-client';

export type OrderPaymentCheck = Omit<PaymentStatusResponse, 'success'>;

export async function checkPaymentStatus(orderId: string, signal: AbortSignal): Promise<OrderPaymentCheck | null> {
  try {
    const { payment_confirmed, status, order, payment, lease } = paymentStatusResponse.parse(
      await apiRequest('payment.checkStatus', { query: { order_id: orderId }, signal }),
    );
    return { payment_confirmed, status, order, payment, lease };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
