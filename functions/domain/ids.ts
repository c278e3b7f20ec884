// Identifiers: unguessable ones (128 bits of randomness), time-ordered ones for lists, and numeric activation ids.

import { randomBytes, randomInt } from 'node:crypto';

/** 128 random bits as 32 hex characters: the only key to an anonymous order (docs/decisions/016 invariant 5). */
export function unguessableId(): string {
  return randomBytes(16).toString('hex');
}

/** A short id that sorts by creation time: base-36 milliseconds, then 6 random hex characters. */
export function sortableId(now: Date): string {
  return `${now.getTime().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** Where activation ids count their milliseconds from. */
const ACTIVATION_EPOCH_MS = Date.UTC(2020, 0, 1);
/** Values per millisecond: the low part of an activation id. */
const ACTIVATION_LOW = 1024;

/**
 * The numeric id of a member's one-time order or lease (docs/decisions/030 "Numeric ids"): milliseconds since 2020
 * times 1,024, plus a low part below 1,024: even and random for an order, odd and random for a lease, so an order and
 * a lease never share an id. Time-ordered, 15 digits from February 2023 to December 2050 (so its decimal form sorts
 * as it counts), a JavaScript safe integer for 279 years. Two records of one kind in one millisecond with one low
 * part are told apart by the conditional put of the record's own timer, keyed by the id (docs/decisions/047), and
 * the loser takes a new id.
 */
export function activationId(now: Date, record: 'order' | 'lease'): number {
  const low = randomInt(ACTIVATION_LOW / 2) * 2 + (record === 'lease' ? 1 : 0);
  return (now.getTime() - ACTIVATION_EPOCH_MS) * ACTIVATION_LOW + low;
}
