// An outbox item (docs/decisions/034): one email to send, written in the same transaction as the change that causes it,
// sent by the outbox's consumer with retries, and kept for an operator when its last try fails.

import type { MailContent } from './mail-content.js';

export interface OutboxEmail extends MailContent {
  kind: 'email';
  to: string;
}

export interface OutboxItem {
  /** Random, 128 bits: also the key an operator retries or dismisses a failed item by. */
  id: string;
  /** When the next try falls due; each claim moves it on, so a try whose sender crashed is made again later. */
  dueAt: string;
  /** Tries claimed so far. */
  attempts: number;
  /** Why the last try failed, for the operator. */
  lastError: string | null;
  createdAt: string;
  /** When set (a password reset's link), the item is removed by TTL then, sent or not: what it carries has expired. */
  expiresAt: string | null;
  message: OutboxEmail;
}

/** After try n fails, the wait before try n+1 (index n-1): 30 s, 2 min, 10 min, 1 h, 6 h; six tries over about 7 h. */
export const OUTBOX_RETRY_DELAYS_S = [30, 120, 600, 3_600, 21_600] as const;
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_RETRY_DELAYS_S.length + 1;

/**
 * A claimed try is the sender's alone until its due time passes; it must outlive the send (the SES client's connection
 * and answer timeouts, functions/adapters/mail/ses-mailer.ts) with a margin, so no second sender takes it while the
 * first is still sending.
 */
export const OUTBOX_CLAIM_S = 120;

/** When the try after `attempts` tries falls due if this one fails: never sooner than the claim's end. */
export function outboxNextTry(attempts: number, now: Date): string {
  const delay = Math.max(OUTBOX_RETRY_DELAYS_S[attempts - 1] ?? 0, OUTBOX_CLAIM_S);
  return new Date(now.getTime() + delay * 1_000).toISOString();
}
