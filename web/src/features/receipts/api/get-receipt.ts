// A member's receipt, GET /users/receipt.php (docs/decisions/040): by the ledger entry's id (a wallet row) or by the
// reference of what it paid for (an order's or a lease's row).

import type { ReceiptKey } from '@/components/receipts/receipt-link';
import { receiptResponse, type Receipt } from '@shared/schemas/receipts';
import { apiRequest } from '@/lib/api-client';

/** Which receipt: a ledger entry's id, or the reference of what an entry paid for (`one_time:<id>`, `lease:<id>`). */

export async function getReceipt(key: ReceiptKey, signal: AbortSignal): Promise<Receipt> {
  return receiptResponse.parse(await apiRequest('users.getReceipt', { query: key, signal })).receipt;
}
