// POST /payment/confirm-email.php {order_id} (docs/decisions/053): an anonymous lease's confirmation link sent again.

import { messageResponse } from '@shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';

export async function resendOrderConfirmation(orderId: string): Promise<string> {
  return messageResponse.parse(await apiRequest('payment.resendConfirmation', { body: { order_id: orderId } })).message;
}
