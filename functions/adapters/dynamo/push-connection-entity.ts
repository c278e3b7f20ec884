// The PushConnection items (entity version 1, docs/decisions/041): one under the watched topic, so the push is one
// Query of the topic's partition, and one under the socket's id, which is all a close reports; both with a TTL.

import type { PushTopic } from '../../domain/push/ports.js';
import { entityItem, soleItemKey } from './entity-item.js';
import { epochSeconds } from './table-definition.js';

const CONNECTION_SK_PREFIX = 'CONN#';

export const topicPartition = (topic: PushTopic) => `PUSH#${topic.kind}#${topic.id}`;

export const watchKey = (topic: PushTopic, connectionId: string) => ({
  pk: topicPartition(topic),
  sk: `${CONNECTION_SK_PREFIX}${connectionId}`,
});

export const connectionKey = (connectionId: string) => soleItemKey('CONN', connectionId);

export function pushConnectionItems(connectionId: string, topic: PushTopic, expiresAt: Date) {
  const fields = { topicKind: topic.kind, topicId: topic.id, ttl: epochSeconds(expiresAt) };
  return [
    entityItem('PushWatch', watchKey(topic, connectionId), fields),
    entityItem('PushConnection', connectionKey(connectionId), fields),
  ];
}

export const connectionIdOf = (watchItem: Record<string, unknown>) =>
  (watchItem.sk as string).slice(CONNECTION_SK_PREFIX.length);

export const topicOf = (item: Record<string, unknown>): PushTopic => ({
  kind: item.topicKind as PushTopic['kind'],
  id: item.topicId as string,
});
