// UK numbers as the product stores them (E.164, +44) and the landing page's stock counters (spec 000 §3 Stats).

import * as z from 'zod';

/** A UK number in E.164 form: +44 and ten digits, no spaces. */
export const ukNumber = z.string().regex(/^\+44\d{10}$/, 'Expected a UK number in E.164 form, like +447700900123');

export const statsResponse = z.object({
  success: z.literal(true),
  activeStock: z.number().int().nonnegative(),
  destroyedNumbers: z.number().int().nonnegative(),
});
export type StatsResponse = z.infer<typeof statsResponse>;
