// The verification code in an SMS (docs/decisions/013 "Codes"): the first run of 4 to 8 digits, one space or dash
// allowed inside.

import { CODE_MAX_DIGITS, CODE_MIN_DIGITS } from '../../../shared/constants.js';

/**
 * A run is a maximal stretch of digit groups joined by single spaces or dashes ('123-456', '0800 123 4567').
 * The code is the first run with 4 to 8 digits and at most one separator, returned as digits only;
 * longer runs (phone numbers, references, dates) are skipped whole, never cut into a code.
 */
const RUN = /\d+(?:[ -]\d+)*/g;

export function extractCode(text: string): string | null {
  for (const [run] of text.matchAll(RUN)) {
    const groups = run.split(/[ -]/);
    const digits = groups.join('');
    if (groups.length <= 2 && digits.length >= CODE_MIN_DIGITS && digits.length <= CODE_MAX_DIGITS) return digits;
  }
  return null;
}
