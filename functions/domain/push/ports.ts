// The ports of the code push (docs/decisions/041), implemented in adapters/: where the open sockets are kept, and how a
// message reaches one.

import type { PushMessage } from '../../../shared/schemas/push.js';

/** What one socket watches: a one-time order or a lease, by its id. */
export interface PushTopic {
  kind: 'order' | 'lease';
  id: string;
}

/**
 * The member session a socket was admitted by: it hears pushes only while that session is open. A socket opened with an
 * anonymous order's link id has none (the link is its only key).
 */
export interface WatchingSession {
  sessionId: string;
  userId: string;
}

/** A socket watching a topic. */
export interface PushWatcher {
  connectionId: string;
  session: WatchingSession | null;
}

export interface PushConnectionRepository {
  /** Keeps the socket as watching the topic until `expiresAt` (TTL), or until it closes. */
  add(connectionId: string, topic: PushTopic, expiresAt: Date, session: WatchingSession | null): Promise<void>;
  /** Forgets a closed socket; nothing when it is not kept. */
  remove(connectionId: string): Promise<void>;
  /** The sockets watching the topic, in one Query. */
  watching(topic: PushTopic): Promise<PushWatcher[]>;
}

export interface PushSender {
  /** Sends the message down the socket; 'gone' when the socket no longer exists (closed without saying so). */
  send(connectionId: string, message: PushMessage): Promise<'sent' | 'gone'>;
  /** Closes the socket from our side; nothing when it has gone already. */
  close(connectionId: string): Promise<void>;
}

export interface PushDeps {
  pushConnections: PushConnectionRepository;
  pushSender: PushSender;
}
