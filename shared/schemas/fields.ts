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

/** What a header-bound field says when it holds a line break or another control character. */
export const SINGLE_LINE_MESSAGE = 'Use a single line of text, without line breaks or control characters';

/**
 * A required one-line text that may end up in an email header (a subject, a sender's or member's name): CR, LF and
 * other control characters, and the Unicode line and paragraph separators, are refused so no header can be added.
 */
export function singleLineText(emptyMessage: string, maxLength = 200) {
  return requiredText(emptyMessage, maxLength).regex(/^[^\p{Cc}\u2028\u2029]*$/u, SINGLE_LINE_MESSAGE);
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
