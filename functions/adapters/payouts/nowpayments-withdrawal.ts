// A NOWPayments payout's withdrawal as its API and its payout IPNs state it (docs/decisions/065): the one shape the
// create, status and list answers and the notices share, checked with zod, and its status in the port's three words.

import * as z from 'zod';
import type { PayoutStatus } from '../../domain/refunds/payout-ports.js';

/** NOWPayments states ids and amounts as strings or numbers, depending on the call. */
const idText = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((value) => value || null);

/** Every status NOWPayments gives a withdrawal; anything else is an answer we cannot read. */
export const WITHDRAWAL_STATUSES = [
  'CREATING',
  'WAITING',
  'PROCESSING',
  'SENDING',
  'FINISHED',
  'FAILED',
  'REJECTED',
] as const;

export const withdrawal = z.object({
  id: idText,
  /** The batch (the payout) it belongs to: what the verify and status calls take, and our reference. */
  batch_withdrawal_id: idText,
  status: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(WITHDRAWAL_STATUSES)),
  currency: z.string(),
  amount: z.union([z.string(), z.number()]).transform(String),
  address: z.string(),
  /** Ours: the payout id we recorded before asking. */
  unique_external_id: text,
  hash: text,
  error: text,
});
export type Withdrawal = z.infer<typeof withdrawal>;

/** A batch created but not yet verified with the account's two-factor code: nothing is sent until it is. */
export const UNVERIFIED = 'CREATING';

const PORT_STATUS: Record<Withdrawal['status'], PayoutStatus['status']> = {
  CREATING: 'pending',
  WAITING: 'pending',
  PROCESSING: 'pending',
  SENDING: 'pending',
  FINISHED: 'sent',
  FAILED: 'failed',
  REJECTED: 'failed',
};

export function payoutStatusOf(item: Withdrawal): PayoutStatus {
  const status = PORT_STATUS[item.status];
  return {
    payoutId: item.unique_external_id,
    reference: item.batch_withdrawal_id,
    status,
    txHash: status === 'sent' ? item.hash : null,
    why: status === 'failed' ? (item.error ?? `NOWPayments reports the payout ${item.status.toLowerCase()}`) : null,
  };
}
