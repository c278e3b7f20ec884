// The ports of the code push (docs/decisions/041), implemented in adapters/: where the open sockets are kept, and how a
// message reaches one.

import type { PushMessage } from '../../../shared/schemas/push.js';

/** What one socket watches: a one-time order or a lease, by its id. */
export interface PushTopic {
  kind: 'order' | 'lease';
  id: string;
}

export interface PushConnectionRepository {
  /** Keeps the socket as watching the topic until `expiresAt` (TTL), or until it closes. */
  add(connectionId: string, topic: PushTopic, expiresAt: Date): Promise<void>;
  /** Forgets a closed socket; nothing when it is not kept. */
  remove(connectionId: string): Promise<void>;
  /** The sockets watching the topic, in one Query. */
  watching(topic: PushTopic): Promise<string[]>;
}

export interface PushSender {
  /** Sends the message down the socket; 'gone' when the socket no longer exists (closed without saying so). */
  send(connectionId: string, message: PushMessage): Promise<'sent' | 'gone'>;
}

export interface PushDeps {
  pushConnections: PushConnectionRepository;
  pushSender: PushSender;
}
