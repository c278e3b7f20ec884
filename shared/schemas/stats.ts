// The landing page's counters, GET /anonymous/stats.php (spec 000 §3 Stats, §7).

import * as z from 'zod';

export const statsResponse = z.object({
  success: z.literal(true),
  activeStock: z.number().int().nonnegative(),
  destroyedNumbers: z.number().int().nonnegative(),
});
export type StatsResponse = z.infer<typeof statsResponse>;
