// The outbox's sender (docs/decisions/034): each try is claimed first by a conditional write that moves the item's due
// time past the claim, so two senders never make the same try; a sent item is removed, a failed try waits for its
// retry, and an item whose last try failed is kept for an operator (`ops outbox:failed`).

import type { OutboxSenderDeps } from './outbox-deps.js';
import { OUTBOX_MAX_ATTEMPTS, outboxNextTry, type OutboxItem } from './outbox-item.js';
import { renderEmail } from './mail-content.js';

export const SWEEP_BATCH = 25;

/** Makes the item's due try; false when another sender took it first (or it is gone: sent already). */
export async function sendOutboxItem(deps: OutboxSenderDeps, due: OutboxItem): Promise<boolean> {
  const now = deps.clock.now();
  const claimed = await deps.outbox.claim(due, outboxNextTry(due.attempts + 1, now));
  if (!claimed) return false;
  if (due.attempts >= OUTBOX_MAX_ATTEMPTS) {
    // Its last try's sender stopped before recording how it went.
    await keepFailed(deps, claimed, due.lastError ?? 'the last try did not finish', now);
    return true;
  }
  try {
    await deps.mailer.send(renderEmail(claimed.message.to, claimed.message));
  } catch (error) {
    const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    deps.metrics.outboxTryFailed();
    if (claimed.attempts >= OUTBOX_MAX_ATTEMPTS) await keepFailed(deps, claimed, why, now);
    else await deps.outbox.noteError(claimed, why);
    return true;
  }
  await deps.outbox.sent(claimed);
  return true;
}

async function keepFailed(deps: OutboxSenderDeps, item: OutboxItem, why: string, now: Date): Promise<void> {
  await deps.outbox.fail(item, why, now);
  deps.metrics.outboxItemFailed();
}

/** The consumer of one announcement: the item if it is still due as announced; a repeat finds it claimed or gone. */
export async function sendAnnouncedItem(deps: OutboxSenderDeps, id: string, dueAt: string): Promise<void> {
  const item = await deps.outbox.find(id, dueAt);
  if (item) await sendOutboxItem(deps, item);
}

/** The sweepOutbox job: every item due now (retries, and any whose announcement was lost); how many it tried. */
export async function sweepOutbox(deps: OutboxSenderDeps): Promise<number> {
  const due = await deps.outbox.due(deps.clock.now(), SWEEP_BATCH);
  const tried = await Promise.all(due.map((item) => sendOutboxItem(deps, item)));
  return tried.filter(Boolean).length;
}
