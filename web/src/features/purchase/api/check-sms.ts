// An anonymous one-time order's number and code GET /anonymous/check-sms.php?order_id= (docs/decisions/015 "Calls").

import { checkSmsResponse, type CheckSmsResponse } from '@shared/schemas/sms';
import { apiRequest } from '@/lib/api-client';

export type SmsCheck = Omit<CheckSmsResponse, 'success'>;

export async function checkSms(orderId: string, signal: AbortSignal): Promise<SmsCheck> {
  const { success: _success, ...check } = checkSmsResponse.parse(
    await apiRequest('anonymous.checkSms', { query: { order_id: orderId }, signal }),
  );
  return check;
}
