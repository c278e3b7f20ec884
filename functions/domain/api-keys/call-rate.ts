// The per-second limit of an API key's calls (docs/decisions/030 "The quota"): a token bucket per key held in this
// function instance's memory, so the limit costs no table read or write; and when a read last marked the key used.

import { API_KEY_CALL_BURST, API_KEY_CALLS_PER_SECOND } from '../../../shared/constants.js';

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date, ms. */
  at: number;
  /** When this instance last wrote the key's `lastUsed`, ms. */
  touchedAt: number;
}

/** Whether the call may go on, and the bucket as the `RateLimit-*` headers tell it. */
export interface CallRate {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetS: number;
  /** Seconds until the next call would be let through; 0 when this one was. */
  retryAfterS: number;
}

/** Buckets kept before idle full ones are dropped: a bound on memory, whatever the number of keys. */
const MAX_BUCKETS = 10_000;
/** A read marks the key used at most this often per instance; a purchase always does. */
const TOUCH_EVERY_MS = 60_000;

export class CallRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perSecond = API_KEY_CALLS_PER_SECOND,
    private readonly burst = API_KEY_CALL_BURST,
  ) {}

  /** Takes one call from the key's bucket, unless it is empty. */
  take(keyHash: string, nowMs: number): CallRate {
    const bucket = this.refilled(keyHash, nowMs);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const missing = this.burst - bucket.tokens;
    return {
      allowed,
      limit: this.perSecond,
      remaining: Math.floor(bucket.tokens),
      resetS: Math.ceil(missing / this.perSecond),
      retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond)),
    };
  }

  /** True when this instance has not marked the key used for a minute; the caller then writes `lastUsed`. */
  shouldTouch(keyHash: string, nowMs: number): boolean {
    const bucket = this.refilled(keyHash, nowMs);
    if (nowMs - bucket.touchedAt < TOUCH_EVERY_MS) return false;
    bucket.touchedAt = nowMs;
    return true;
  }

  private refilled(keyHash: string, nowMs: number): Bucket {
    let bucket = this.buckets.get(keyHash);
    if (!bucket) {
      if (this.buckets.size >= MAX_BUCKETS) this.dropIdle(nowMs);
      bucket = { tokens: this.burst, at: nowMs, touchedAt: -Infinity };
      this.buckets.set(keyHash, bucket);
    }
    bucket.tokens = Math.min(this.burst, bucket.tokens + (Math.max(0, nowMs - bucket.at) / 1000) * this.perSecond);
    bucket.at = Math.max(bucket.at, nowMs);
    return bucket;
  }

  /** Drops the buckets that would be full by now: forgetting them changes no answer. */
  private dropIdle(nowMs: number): void {
    for (const [hash, bucket] of this.buckets) {
      if (bucket.tokens + ((nowMs - bucket.at) / 1000) * this.perSecond >= this.burst) this.buckets.delete(hash);
    }
  }
}
