// The receipts feature's queries: a member's receipt under the member root, an anonymous order's under the payment root.
// A receipt never changes once it exists.

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getAnonymousReceipt } from './get-anonymous-receipt';
import type { ReceiptKey } from '@/components/receipts/receipt-link';
import { getReceipt } from './get-receipt';

export const receiptQuery = (key: ReceiptKey) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'receipts', key],
    queryFn: ({ signal }) => getReceipt(key, signal),
    staleTime: Infinity,
  });

export const anonymousReceiptQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.payment, 'receipts', orderId],
    queryFn: ({ signal }) => getAnonymousReceipt(orderId, signal),
    staleTime: Infinity,
  });
