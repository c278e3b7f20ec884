// What follows a change that ended the member's other sessions (a password change or reset, two-factor turned on or
// off, "Sign out the others"), once it has committed: its alerts announced, and the member's API keys revoked only when
// they chose so, since nothing else is revoked silently (docs/decisions/050).

import { deleteAllApiKeys } from '../api-keys/manage-api-keys.js';
import type { ApiKeyDeps } from '../api-keys/api-key-deps.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import { announceOutbox } from '../outbox/outbox-writes.js';
import type { OutboxWriterDeps } from '../outbox/outbox-deps.js';

/** The session making the change, which stays, and whether the member's API keys are revoked too. */
export interface SessionChoice {
  sessionId: string;
  revokeApiKeys: boolean;
}

export async function afterSessionsEnded(
  deps: OutboxWriterDeps & Pick<ApiKeyDeps, 'apiKeys'>,
  userId: string,
  alerts: readonly OutboxItem[],
  revokeApiKeys: boolean,
): Promise<void> {
  await announceOutbox(deps, alerts);
  if (revokeApiKeys) await deleteAllApiKeys(deps, userId);
}
