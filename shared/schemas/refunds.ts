// Money owed to an anonymous buyer (docs/decisions/063): what the order's page reads, and the buyer's claim of it.

import * as z from 'zod';
import { PAYMENT_PROVIDERS } from '../coins.js';
import { adminPageFields } from './admin.js';
import { orderIdBody } from './payments.js';

/** Where an owed amount is: owed, credited to a wallet, being paid out, paid out, or a payout that failed (owed again). */
export const OWED_STATES = ['owed', 'claimed', 'paying', 'paid', 'failed'] as const;
export type OwedState = (typeof OWED_STATES)[number];

/** The ways the buyer may take what is owed: as wallet credit, or as crypto to their own address. */
export const OWED_WAYS = ['wallet', 'address'] as const;
export type OwedWay = (typeof OWED_WAYS)[number];

/** Where a payout to the buyer's own address is (docs/decisions/064). */
export const PAYOUT_STATES = ['awaiting_approval', 'sending', 'sent', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** The terms the buyer confirms before a payout: amounts are decimal strings in the coin, as the provider states them. */
export const payoutTerms = z.object({
  coin: z.string(), // the provider's own code for the coin (shared/coins.ts)
  network: z.string(),
  address: z.string(),
  amount_coin: z.string(),
  fee_coin: z.string(),
  receive_coin: z.string(),
});
export type PayoutTerms = z.infer<typeof payoutTerms>;

export const payoutView = payoutTerms.extend({
  state: z.enum(PAYOUT_STATES),
  /** The provider's payout id once it has one. */
  reference: z.string().nullable(),
  /** Why it failed, in the buyer's words. */
  failure: z.string().nullable(),
  requested_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

/** GET /anonymous/refund.php?order_id= */
export const owedRefundResponse = z.object({
  success: z.literal(true),
  owed_cents: z.number().int().nonnegative(),
  /** Why it is owed, in the buyer's words. */
  reason: z.string(),
  state: z.enum(OWED_STATES),
  /** The ways open while it is owed (or its payout failed); none once it was taken. */
  ways: z.array(z.enum(OWED_WAYS)),
  /** The provider that took the payment: a payout goes through it. */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The coins a payout may be made in (coinOptions(provider)) while `address` is a way, else []. */
  coins: z.array(z.object({ value: z.string(), label: z.string() })),
  /** The last payout asked for. */
  payout: payoutView.nullable(),
});
export type OwedRefundResponse = z.infer<typeof owedRefundResponse>;

/** POST /anonymous/refund/claim.php {order_id}: the signed-in member takes it as wallet credit. */
export const claimRefundBody = orderIdBody;

export const claimRefundResponse = z.object({
  success: z.literal(true),
  credited_cents: z.number().int().positive(),
  wallet_balance: z.number().int(),
});

/** POST /anonymous/refund/payout-quote.php and /anonymous/refund/payout.php {order_id, coin, address} */
export const payoutBody = z.strictObject({
  order_id: orderIdBody.shape.order_id,
  coin: z.string().trim().min(1, 'Choose a coin.').max(20),
  address: z.string().trim().min(1, 'Enter your wallet address.').max(200),
});
export const payoutQuoteResponse = z.object({ success: z.literal(true), quote: payoutTerms });
export const payoutResponse = z.object({ success: z.literal(true), state: z.enum(OWED_STATES), payout: payoutView });

/** GET /admin/refunds.php?limit=&cursor=: every amount owed to anonymous buyers, newest first (docs/decisions/064). */
export const adminRefundsQuery = z.strictObject({ ...adminPageFields });

export const adminOwedRefund = z.object({
  order_id: z.string(),
  owed_cents: z.number().int(),
  /** Why it is owed, in the buyer's words. */
  reason: z.string(),
  state: z.enum(OWED_STATES),
  owed_at: z.string(),
  /** The member whose wallet took it. */
  claimed_by: z.string().nullable(),
  settled_at: z.string().nullable(),
  /** The last payout asked for it, with the provider's reference. */
  payout: payoutView.nullable(),
  /** Still takeable 30 days after it became owed: for the operator to follow up. */
  unclaimed_30_days: z.boolean(),
});
export type AdminOwedRefund = z.infer<typeof adminOwedRefund>;

export const adminRefundsResponse = z.object({
  success: z.literal(true),
  refunds: z.array(adminOwedRefund),
  next_cursor: z.string().nullable(),
});

/** PUT /admin/refunds/{order_id}.php: approve or refuse the payout awaiting approval. */
export const reviewPayoutBody = z.strictObject({
  action: z.enum(['approve', 'reject']),
  reason: z.string().trim().min(1, 'Give a reason.').max(500, 'At most 500 characters'),
});
export const reviewPayoutResponse = z.object({ success: z.literal(true), payout: payoutView });
