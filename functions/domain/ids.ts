// Identifiers: unguessable ones (128 bits of randomness) and time-ordered ones for lists.

import { randomBytes } from 'node:crypto';

/** 128 random bits as 32 hex characters: the only key to an anonymous order (docs/decisions/016 invariant 5). */
export function unguessableId(): string {
  return randomBytes(16).toString('hex');
}

/** A short id that sorts by creation time: base-36 milliseconds, then 6 random hex characters. */
export function sortableId(now: Date): string {
  return `${now.getTime().toString(36)}${randomBytes(3).toString('hex')}`;
}
