// Checks a form with a shared zod schema before anything is sent: the first problem's message, or null when valid.

import type * as z from 'zod';

export function firstProblem(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
