// Turns zod issues into the envelope's `details`: one message per field.

import type { z } from 'zod';
import type { FieldErrors } from '../../../shared/envelope.js';

export function zodDetails(error: z.ZodError): FieldErrors {
  const details: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details[[...issue.path, key].join('.')] ??= 'Unknown field';
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    details[field] ??= issue.message;
  }
  return details;
}
