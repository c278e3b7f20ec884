// Turns zod issues into the envelope's message and `details`: one message per field, each naming its field in words
// where zod's own wording names none ("Invalid input: expected string, received undefined").

import type { z } from 'zod';
import type { FieldErrors } from '../../../shared/envelope.js';

/** zod's own messages; the schemas' own ones (the spec's) already say what is wrong. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Unrecognized)/;

/** What is wrong with one field, naming it: `id is required`, `limit: expected number, received string`. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (!field || !ZOD_WORDING.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return `${field} is required`;
  return `${field}: ${issue.message.replace(/^Invalid input: /, '')}`;
}

export function zodDetails(error: z.ZodError): FieldErrors {
  const details: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details[[...issue.path, key].join('.')] ??= 'Unknown field';
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    details[field] ??= issueMessage(issue);
  }
  return details;
}
