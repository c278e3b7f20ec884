// The landing page's counters, GET /anonymous/stats.php (docs/decisions/015 "Fields": Stats; "Calls").

import * as z from 'zod';

export const statsResponse = z.object({
  success: z.literal(true),
  activeStock: z.number().int().nonnegative(),
  destroyedNumbers: z.number().int().nonnegative(),
});
export type StatsResponse = z.infer<typeof statsResponse>;
