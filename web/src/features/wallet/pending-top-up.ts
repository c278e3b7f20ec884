// The top-up waiting at the payment page, kept in local storage so the tab the checkout returns to
// (/wallet?payment=success) follows the same payment. Logout clears it with the rest of local storage.

import * as z from 'zod';
import { PAYMENT_PROVIDERS } from '@shared/coins';
import { storedValue } from '@/lib/stored-value';

const pendingTopUp = z.object({ payment_id: z.string(), provider: z.enum(PAYMENT_PROVIDERS) });
export type PendingTopUp = z.infer<typeof pendingTopUp>;

const stored = storedValue('pendingTopUp', pendingTopUp);

export const savePendingTopUp = stored.save;
export const readPendingTopUp = stored.read;

/** Forgets the waiting top-up; given an id, only when it is that payment (another may have been started since). */
export function clearPendingTopUp(paymentId?: string): void {
  if (paymentId === undefined || stored.read()?.payment_id === paymentId) stored.clear();
}
