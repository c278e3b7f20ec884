// The landing page's counters, GET /anonymous/stats.php (docs/decisions/015 "Fields": Stats; "Calls"). Written with
// zod/mini, which the landing page loads instead of the whole of zod (docs/decisions/037 "The landing page's weight").

import * as z from 'zod/mini';

export const statsResponse = z.object({
  success: z.literal(true),
  activeStock: z.int().check(z.nonnegative()),
  destroyedNumbers: z.int().check(z.nonnegative()),
});
export type StatsResponse = z.infer<typeof statsResponse>;
