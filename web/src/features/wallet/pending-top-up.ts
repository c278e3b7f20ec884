// The top-up waiting at the payment page, kept in local storage so the tab the checkout returns to
// (/wallet?payment=success) follows the same payment. Logout clears it with the rest of local storage.

import * as z from 'zod';
import { PAYMENT_PROVIDERS } from '../../../../shared/coins';

const KEY = 'pendingTopUp';

const pendingTopUp = z.object({ payment_id: z.string(), provider: z.enum(PAYMENT_PROVIDERS) });
export type PendingTopUp = z.infer<typeof pendingTopUp>;

export function savePendingTopUp(topUp: PendingTopUp): void {
  localStorage.setItem(KEY, JSON.stringify({ payment_id: topUp.payment_id, provider: topUp.provider }));
}

export function readPendingTopUp(): PendingTopUp | null {
  try {
    return pendingTopUp.parse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** Forgets the waiting top-up; given an id, only when it is that payment (another may have been started since). */
export function clearPendingTopUp(paymentId?: string): void {
  if (paymentId === undefined || readPendingTopUp()?.payment_id === paymentId) localStorage.removeItem(KEY);
}
