// The code push (docs/decisions/041): what a page sends to open its socket and what the server pushes down it, one
// schema for the API Gateway WebSocket API, the local server and the web app.

import * as z from 'zod';
import { inboxMessage } from './orders.js';

/** The WebSocket API's function, by its service name, and the routes it takes (CDK and the local runtime). */
export const PUSH_FUNCTION = 'push';
export const PUSH_ROUTE_KEYS = ['$connect', '$disconnect'] as const;

/** The path the page opens, on its own origin (CloudFront forwards it to the WebSocket API in AWS). */
export const PUSH_PATH = '/ws';

/**
 * What a socket watches, named in its query: `?order=<id>` (a one-time order: an anonymous buyer's link id, or a
 * member's own order with the session cookie) or `?lease=<id>` (a member's own lease). Exactly one of the two.
 */
export const pushWatchQuery = z.union([
  z.strictObject({ order: z.string().min(1).max(64) }),
  z.strictObject({ lease: z.string().min(1).max(64) }),
]);
export type PushWatchQuery = z.infer<typeof pushWatchQuery>;

/** A one-time order's code arrived: the order is completed with it. */
const codePush = z.object({
  type: z.literal('code'),
  order_id: z.string(),
  code: z.string(),
  sms_text: z.string().nullable(),
  received_at: z.string(),
});

/** A message reached a one-time order's number without bringing its code; it is kept on the order. */
const orderMessagePush = z.object({
  type: z.literal('order_message'),
  order_id: z.string(),
  message: z.object({ from: z.string(), text: z.string(), received_at: z.string() }),
});

/** A message reached a lease's inbox. */
const leaseMessagePush = z.object({ type: z.literal('lease_message'), lease_id: z.string(), message: inboxMessage });

export const pushMessage = z.discriminatedUnion('type', [codePush, orderMessagePush, leaseMessagePush]);
export type PushMessage = z.infer<typeof pushMessage>;
