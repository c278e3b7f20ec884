// GET /users/receipt.php: the member's receipt of one of their ledger entries (?id=) or of what an entry paid for
// (?reference=); GET /users/exports/transactions.csv and /users/exports/orders.csv: their entries and one-time orders
// within ?from= and ?to= as CSV (docs/decisions/040).

import { exportRangeQuery, receiptQuery } from '../../../shared/schemas/receipts.js';
import { ordersCsv, transactionsCsv } from '../../domain/exports/member-exports.js';
import { memberReceipt } from '../../domain/receipts/receipts.js';
import type { Operation } from '../core/area-handler.js';
import { csvAnswer, exportLimits } from '../core/csv-answer.js';
import { currentUser } from '../core/current-user.js';
import { queryParams } from '../core/request.js';

export const getReceipt: Operation = async (request, deps) => ({
  body: { receipt: await memberReceipt(deps, currentUser(request).id, queryParams(request, receiptQuery)) },
});

export const exportTransactions: Operation = async (request, deps) => {
  const range = queryParams(request, exportRangeQuery);
  const csv = await transactionsCsv(deps, currentUser(request).id, range, exportLimits());
  return csvAnswer(`transactions-${range.from}-to-${range.to}`, csv);
};

export const exportOrders: Operation = async (request, deps) => {
  const range = queryParams(request, exportRangeQuery);
  const csv = await ordersCsv(deps, currentUser(request).id, range, exportLimits());
  return csvAnswer(`orders-${range.from}-to-${range.to}`, csv);
};
