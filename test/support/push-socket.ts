// Opens the code push's socket as a page of the site would (its Origin, the member's cookie), for the integration tests.

import { inject } from 'vitest';
import WebSocket from 'ws';
import { PUSH_PATH, pushMessage, type PushMessage } from '../../shared/schemas/push.js';
import type { Client } from './http.js';

export interface OpenSocket {
  /** The next message pushed, checked against the shared schema; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<PushMessage>;
  close(): Promise<void>;
  /** Settles when the server closes the socket (or it is closed here). */
  closed: Promise<void>;
}

/** Resolves with the open socket, or rejects with the status the handshake was refused with. */
export function openPushSocket(
  query: string,
  options: { client?: Client; origin?: string; siteUrl?: string; headers?: Record<string, string> } = {},
): Promise<OpenSocket> {
  const siteUrl = options.siteUrl ?? inject('siteUrl');
  const cookie = options.client
    ? [...options.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    : '';
  const ws = new WebSocket(`${siteUrl.replace(/^http/, 'ws')}${PUSH_PATH}?${query}`, {
    headers: { origin: options.origin ?? new URL(siteUrl).origin, ...(cookie ? { cookie } : {}), ...options.headers },
  });
  const received: PushMessage[] = [];
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  const waiting: ((message: PushMessage) => void)[] = [];
  ws.on('message', (data) => {
    const message = pushMessage.parse(JSON.parse(String(data)));
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else received.push(message);
  });
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        next: (timeoutMs = 5_000) =>
          new Promise((resolveNext, rejectNext) => {
            const early = received.shift();
            if (early) return resolveNext(early);
            const timer = setTimeout(() => rejectNext(new Error('No push arrived')), timeoutMs);
            waiting.push((message) => {
              clearTimeout(timer);
              resolveNext(message);
            });
          }),
        close: () => {
          ws.close();
          return closed;
        },
        closed,
      }),
    );
  });
}
