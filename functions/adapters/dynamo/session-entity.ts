// The Session item (entity version 1): key composition and mapping; DynamoDB removes it by TTL once expired. Its user's
// sessions are one gsi1 partition, newest first, for the member's list (docs/decisions/043).

import { SESSION_DAYS } from '../../../shared/constants.js';
import type { Session } from '../../domain/auth/ports.js';
import { epochSeconds } from './table-definition.js';
import { entityItem } from './entity-item.js';

const SESSION_PK_PREFIX = 'SESSION#';
export const sessionKey = (id: string) => ({ pk: `${SESSION_PK_PREFIX}${id}`, sk: 'SESSION' });
export const userSessionsKey = (userId: string) => `USER_SESSIONS#${userId}`;

export function sessionToItem(session: Session) {
  return entityItem(
    'Session',
    {
      ...sessionKey(session.id),
      gsi1pk: userSessionsKey(session.userId),
      gsi1sk: `${session.createdAt.toISOString()}#${session.id}`,
    },
    {
      userId: session.userId,
      generation: session.generation,
      expiresAt: session.expiresAt.toISOString(),
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      userAgent: session.userAgent,
      secondFactor: session.secondFactor,
      ttl: epochSeconds(session.expiresAt),
    },
  );
}

export function sessionFromItem(item: Record<string, unknown>): Session {
  const expiresAt = new Date(item.expiresAt as string);
  // Sessions stored before the list existed: started SESSION_DAYS before their end, seen then, by an unknown browser.
  const createdAt = item.createdAt
    ? new Date(item.createdAt as string)
    : new Date(expiresAt.getTime() - SESSION_DAYS * 86_400_000);
  return {
    id: (item.pk as string).slice(SESSION_PK_PREFIX.length),
    userId: item.userId as string,
    expiresAt,
    generation: (item.generation as number | undefined) ?? 0,
    createdAt,
    lastSeenAt: item.lastSeenAt ? new Date(item.lastSeenAt as string) : createdAt,
    userAgent: (item.userAgent as string | undefined) ?? '',
    // Stored before sessions recorded how they were signed in: not known to have used the second factor.
    secondFactor: item.secondFactor === true,
  };
}
