// Making outbox items, and announcing them once the transaction that wrote them has committed (docs/decisions/034).
// Each item is made here, under the one rule of what an address may be sent (./mail-rule.ts, docs/decisions/053).

import { randomBytes } from 'node:crypto';
import type { OutboxWriterDeps } from './outbox-deps.js';
import type { OutboxEmail, OutboxItem } from './outbox-item.js';
import type { MailContent } from './mail-content.js';
import { mayMail, type MailKind, type Recipient } from './mail-rule.js';

/**
 * The email of `kind` to `to`, due now, to be written in the caller's transaction: none when the rule refuses it (an
 * address not confirmed, for any kind but the open ones).
 */
export function outboxEmail(
  to: Recipient,
  kind: MailKind,
  content: MailContent,
  now: Date,
  expiresAt: Date | null = null,
): OutboxItem[] {
  if (!mayMail(to, kind)) return [];
  const message: OutboxEmail = { kind: 'email', to: to.email, ...content };
  return [
    {
      id: randomBytes(16).toString('base64url'),
      dueAt: now.toISOString(),
      attempts: 0,
      lastError: null,
      createdAt: now.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
      message,
    },
  ];
}

/**
 * Tells the consumer the items are written. A lost announcement delays an item, never loses it: the sweepOutbox job
 * sends whatever is due, so a failure to publish is not the caller's failure (its change has committed).
 */
export async function announceOutbox(deps: OutboxWriterDeps, items: readonly OutboxItem[]): Promise<void> {
  await Promise.all(
    items.map((item) =>
      deps.events.publish('OutboxWritten', { id: item.id, dueAt: item.dueAt }).catch(() => undefined),
    ),
  );
}
