// A paid anonymous order's receipt, GET /anonymous/receipt.php?order_id= (docs/decisions/023, 040): the order's link
// is the only key to it.

import { receiptResponse, type Receipt } from '@shared/schemas/receipts';
import { apiRequest } from '@/lib/api-client';

export async function getAnonymousReceipt(orderId: string, signal: AbortSignal): Promise<Receipt> {
  return receiptResponse.parse(await apiRequest('anonymous.getReceipt', { query: { order_id: orderId }, signal }))
    .receipt;
}
