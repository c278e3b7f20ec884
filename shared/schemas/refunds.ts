// Money owed to an anonymous buyer (docs/decisions/063): what the order's page reads, and the buyer's claim of it.

import * as z from 'zod';
import { orderIdBody } from './payments.js';

/** Where an owed amount is: owed, credited to a wallet, being paid out, paid out, or a payout that failed (owed again). */
export const OWED_STATES = ['owed', 'claimed', 'paying', 'paid', 'failed'] as const;
export type OwedState = (typeof OWED_STATES)[number];

/** The ways the buyer may take what is owed: as wallet credit, or as crypto to their own address. */
export const OWED_WAYS = ['wallet', 'address'] as const;
export type OwedWay = (typeof OWED_WAYS)[number];

/** GET /anonymous/refund.php?order_id= */
export const owedRefundResponse = z.object({
  success: z.literal(true),
  owed_cents: z.number().int().nonnegative(),
  /** Why it is owed, in the buyer's words. */
  reason: z.string(),
  state: z.enum(OWED_STATES),
  /** The ways open while it is owed (or its payout failed); none once it was taken. */
  ways: z.array(z.enum(OWED_WAYS)),
});
export type OwedRefundResponse = z.infer<typeof owedRefundResponse>;

/** POST /anonymous/refund/claim.php {order_id}: the signed-in member takes it as wallet credit. */
export const claimRefundBody = orderIdBody;

export const claimRefundResponse = z.object({
  success: z.literal(true),
  credited_cents: z.number().int().positive(),
  wallet_balance: z.number().int(),
});
