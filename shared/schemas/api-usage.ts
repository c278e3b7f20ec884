// The member's public API calls today (docs/decisions/024): the dashboard's 'API Calls Today'.

import * as z from 'zod';

export const apiUsageResponse = z.object({
  success: z.literal(true),
  /** Calls made with any of the member's keys since 00:00 UTC. */
  calls_today: z.number().int().nonnegative(),
});
