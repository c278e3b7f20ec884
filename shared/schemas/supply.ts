// Supply (docs/decisions/061): what GET /admin/supply.php answers (the stock target, the day's spending cap, what is
// for sale, bought and released, the carrier's spend this month, the last runs) and what PUT changes, with a reason.

import * as z from 'zod';
import { operatorReason } from './admin-changes.js';

export const supplyRun = z.object({
  at: z.string(),
  available: z.number().int(),
  bought: z.number().int(),
  released: z.number().int(),
  cap_reached: z.boolean(),
  errors: z.array(z.string()),
});

export const supplyView = z.object({
  target: z.number().int(),
  daily_spend_cap_usd: z.number(),
  release_grace_days: z.number().int(),
  /** Whether a carrier is configured: without one nothing is bought or released. */
  carrier_configured: z.boolean(),
  available: z.number().int(),
  bought_today: z.number().int(),
  released_today: z.number().int(),
  spend_today_usd: z.number(),
  bought_month: z.number().int(),
  released_month: z.number().int(),
  spend_month_usd: z.number(),
  last_runs: z.array(supplyRun),
});
export type SupplyView = z.infer<typeof supplyView>;

export const supplyResponse = z.object({ success: z.literal(true), supply: supplyView });

export const updateSupplyRequest = z.strictObject({
  target: z
    .number({ error: 'Expected a whole number of numbers' })
    .int('Expected a whole number of numbers')
    .min(0, 'At least 0')
    .max(10_000, 'At most 10,000'),
  daily_spend_cap_usd: z.number({ error: 'Expected dollars' }).min(0, 'At least $0').max(10_000, 'At most $10,000'),
  reason: operatorReason,
});
export type UpdateSupplyRequest = z.infer<typeof updateSupplyRequest>;
