// Reusable zod fields with the spec's messages.

import * as z from 'zod';
import { MESSAGES } from '../messages.js';

/** A required text field: missing or blank gives `emptyMessage`, a wrong type says so. */
export function requiredText(emptyMessage: string, maxLength = 200) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? emptyMessage : 'Expected text') })
    .trim()
    .min(1, emptyMessage)
    .max(maxLength, `At most ${maxLength} characters`);
}

/** An email address, trimmed and lowercased; blank gives `emptyMessage`. */
export function emailField(emptyMessage: string) {
  return requiredText(emptyMessage, 254).toLowerCase().pipe(z.email(MESSAGES.enterValidEmail));
}

/** A password as typed: never trimmed, bounded so hashing cannot be abused. */
export function passwordField(emptyMessage: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? emptyMessage : 'Expected text') })
    .min(1, emptyMessage)
    .max(200, 'At most 200 characters');
}
