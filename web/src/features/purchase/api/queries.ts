// The purchase feature's queries: an anonymous order's payment status, its SMS code and its eSIM, and the coins for an
// anonymous payment. The components poll them with the spec's rules (lib/query/polling.ts, docs/decisions/015
// "Constants"): payment status every 5 s up to 1800 s, the code every 3 s up to 900 s, fulfilment every 3 s up to 120 s.

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { checkPaymentStatus } from './check-payment-status';
import { checkSms } from './check-sms';
import { getPaymentCoins } from './get-payment-coins';
import { getQrData } from './get-qr-data';
import { getMoneyOwed } from './money-owed';

const order = (orderId: string) => [...QUERY_ROOTS.payment, 'orders', orderId] as const;

export const paymentStatusQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...order(orderId), 'status'],
    queryFn: ({ signal }) => checkPaymentStatus(orderId, signal),
  });

export const smsCheckQuery = (orderId: string) =>
  queryOptions({ queryKey: [...order(orderId), 'sms'], queryFn: ({ signal }) => checkSms(orderId, signal) });

export const qrDataQuery = (orderId: string) =>
  queryOptions({ queryKey: [...order(orderId), 'esim'], queryFn: ({ signal }) => getQrData(orderId, signal) });

export const moneyOwedQuery = (orderId: string) =>
  queryOptions({ queryKey: [...order(orderId), 'owed'], queryFn: ({ signal }) => getMoneyOwed(orderId, signal) });

export const paymentCoinsQuery = () =>
  queryOptions({ queryKey: [...QUERY_ROOTS.payment, 'coins'], queryFn: ({ signal }) => getPaymentCoins(signal) });
