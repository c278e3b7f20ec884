// Recovery codes: ten random codes shown once when two-factor is turned on; only their SHA-256 is kept, and each
// opens one sign-in (docs/decisions/042).

import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../shared/constants.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const LENGTH = 10;

/** One code of 50 random bits, shown as `abcde-fghij`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(LENGTH);
  const letters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${letters.slice(0, LENGTH / 2)}-${letters.slice(LENGTH / 2)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** The stored form of a code, however it was typed (case, dashes and spaces do not count). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}
