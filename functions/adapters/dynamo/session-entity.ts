// The Session item (entity version 1): key composition and mapping; DynamoDB removes it by TTL once expired.

import type { Session } from '../../domain/auth/ports.js';
import { epochSeconds } from './table-definition.js';
import { entityItem } from './entity-item.js';

const SESSION_PK_PREFIX = 'SESSION#';
export const sessionKey = (id: string) => ({ pk: `${SESSION_PK_PREFIX}${id}`, sk: 'SESSION' });

export function sessionToItem(session: Session) {
  return entityItem('Session', sessionKey(session.id), {
    userId: session.userId,
    generation: session.generation,
    expiresAt: session.expiresAt.toISOString(),
    ttl: epochSeconds(session.expiresAt),
  });
}

export function sessionFromItem(item: Record<string, unknown>): Session {
  return {
    id: (item.pk as string).slice(SESSION_PK_PREFIX.length),
    userId: item.userId as string,
    expiresAt: new Date(item.expiresAt as string),
    generation: (item.generation as number | undefined) ?? 0,
  };
}
