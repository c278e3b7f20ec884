// The PushConnection items (entity version 1, docs/decisions/041): one under the watched topic, so the push is one
// Query of the topic's partition, and one under the socket's id, which is all a close reports; both with a TTL.

import type { PushTopic, PushWatcher, WatchingSession } from '../../domain/push/ports.js';
import { entityItem, soleItemKey } from './entity-item.js';
import { epochSeconds } from './table-definition.js';

const CONNECTION_SK_PREFIX = 'CONN#';

export const topicPartition = (topic: PushTopic) => `PUSH#${topic.kind}#${topic.id}`;

export const watchKey = (topic: PushTopic, connectionId: string) => ({
  pk: topicPartition(topic),
  sk: `${CONNECTION_SK_PREFIX}${connectionId}`,
});

export const connectionKey = (connectionId: string) => soleItemKey('CONN', connectionId);

export function pushConnectionItems(
  connectionId: string,
  topic: PushTopic,
  expiresAt: Date,
  session: WatchingSession | null,
) {
  const fields = { topicKind: topic.kind, topicId: topic.id, ttl: epochSeconds(expiresAt) };
  return [
    // The watch carries the admitting session, so the push checks it without another read of the socket.
    entityItem('PushWatch', watchKey(topic, connectionId), { ...fields, ...session }),
    entityItem('PushConnection', connectionKey(connectionId), fields),
  ];
}

/** A watch item as the push reads it; items written before sessions were kept have none. */
export const watcherOf = (watchItem: Record<string, unknown>): PushWatcher => ({
  connectionId: (watchItem.sk as string).slice(CONNECTION_SK_PREFIX.length),
  session:
    typeof watchItem.sessionId === 'string' && typeof watchItem.userId === 'string'
      ? { sessionId: watchItem.sessionId, userId: watchItem.userId }
      : null,
});

export const topicOf = (item: Record<string, unknown>): PushTopic => ({
  kind: item.topicKind as PushTopic['kind'],
  id: item.topicId as string,
});
