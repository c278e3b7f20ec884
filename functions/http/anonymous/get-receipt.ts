// GET /anonymous/receipt.php?order_id=: the receipt of a paid anonymous order, for whoever holds its link
// (docs/decisions/023, 040).

import { anonymousReceiptQuery } from '../../../shared/schemas/receipts.js';
import { anonymousReceipt } from '../../domain/receipts/receipts.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';

export const getAnonymousReceipt: Operation = async (request, deps) => ({
  body: { receipt: await anonymousReceipt(deps, queryParams(request, anonymousReceiptQuery).order_id) },
});
