// `Idempotency-Key` on the public API's buying POSTs (docs/decisions/031 "Idempotency"): the first call with a key
// claims it with a conditional write and runs; a retry with the same body within 24 hours is answered the first
// result, one with another body is refused, and one that arrives while the first runs waits for its answer.

import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { Clock } from '../ports.js';

/** How long a key answers its first result: 24 hours, as the peers' APIs and Stripe keep theirs. */
export const IDEMPOTENCY_WINDOW_S = 86_400;
/** A retry that finds the first call still running looks again this often, for at most this long. */
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 5_000;

/** The answer the first call gave, replayed as it was. */
export interface RecordedAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface IdempotencyRecord {
  /** What the first call sent (its route and body, hashed): a retry must send the same. */
  fingerprint: string;
  /** Null while the first call runs. */
  answer: RecordedAnswer | null;
}

export interface IdempotencyStore {
  /**
   * Claims `key` within `scope` for a call with this fingerprint, until `now` + the window; false when the key is held
   * (running or answered) and its window has not passed. One conditional write: of racing calls, one wins.
   */
  claim(scope: string, key: string, fingerprint: string, now: Date): Promise<boolean>;
  /** The key's record, read consistently; null when there is none or its window has passed. */
  find(scope: string, key: string, now: Date): Promise<IdempotencyRecord | null>;
  /** Keeps the first call's answer on its claim. */
  complete(scope: string, key: string, answer: RecordedAnswer): Promise<void>;
  /** Gives up a claim whose call was refused (nothing was bought), so the same key may try again. */
  release(scope: string, key: string): Promise<void>;
}

export interface IdempotencyDeps {
  clock: Clock;
  idempotency: IdempotencyStore;
}

/**
 * Runs `call` once per (scope, key): answers `{answer, replayed}`. A refusal (any error) releases the claim, since a
 * refused purchase charged nothing; an answer that could not be kept is still answered (the purchase happened) and
 * told to `unkept`, and leaves the claim running, so a retry is told to wait rather than buy again
 * (docs/decisions/031 "Idempotency").
 */
export async function once(
  deps: IdempotencyDeps,
  scope: string,
  key: string,
  fingerprint: string,
  call: () => Promise<RecordedAnswer>,
  unkept: (error: unknown) => void,
): Promise<{ answer: RecordedAnswer; replayed: boolean }> {
  const waitUntil = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    if (await deps.idempotency.claim(scope, key, fingerprint, deps.clock.now())) {
      let answer: RecordedAnswer;
      try {
        answer = await call();
      } catch (error) {
        await deps.idempotency.release(scope, key);
        throw error;
      }
      await deps.idempotency.complete(scope, key, answer).catch(unkept);
      return { answer, replayed: false };
    }
    const record = await deps.idempotency.find(scope, key, deps.clock.now());
    if (record && record.fingerprint !== fingerprint) {
      throw new AppError('idempotencyMismatch', MESSAGES.idempotencyKeyReused, {
        'Idempotency-Key': MESSAGES.idempotencyKeyReused,
      });
    }
    if (record?.answer) return { answer: record.answer, replayed: true };
    // Running (or just released): look again shortly, then claim it if it was released.
    if (Date.now() >= waitUntil) {
      throw new AppError('idempotencyInProgress', MESSAGES.idempotencyInProgress, undefined, 1);
    }
    await sleep(WAIT_STEP_MS);
  }
}
