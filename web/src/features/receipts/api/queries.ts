// The receipts feature's query: one receipt, under the member root (a receipt never changes, but it is the member's).

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query/client';
import { getReceipt, type ReceiptKey } from './get-receipt';

export const receiptQuery = (key: ReceiptKey) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'receipts', key],
    queryFn: ({ signal }) => getReceipt(key, signal),
    staleTime: Infinity,
  });
