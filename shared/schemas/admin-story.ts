// An order's or a lease's story for the operations desk (docs/decisions/060): the record, its timeline built from what
// was stored about it, and which of the operator's actions it allows now.

import * as z from 'zod';
import { adminLease, adminOrder } from './admin.js';

export const TIMELINE_KINDS = [
  'created',
  'payment',
  'payment_notice',
  'held',
  'resolved',
  'number_allocated',
  'sms',
  'code_shown',
  'webhook',
  'completed',
  'cancelled',
  'expired',
  'refund',
  'operator',
  // Ours (docs/decisions/062): a lease renewed, and a lease in its grace after its end.
  'renewed',
  'grace',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One thing that happened, when, in one sentence, with the fields it was made of. */
export const timelineEvent = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  summary: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

/** Whose record it is: a member (their id, for their account's page) or an anonymous buyer. */
const ownerView = z.object({ kind: z.enum(['user', 'anonymous']), id: z.string() });

export const orderStoryResponse = z.object({
  success: z.literal(true),
  order: adminOrder.extend({ owner: ownerView, service_id: z.number().nullable() }),
  timeline: z.array(timelineEvent),
  /** What PUT /admin/orders/{id}.php would do now. */
  actions: z.object({ cancel: z.boolean(), refund: z.boolean() }),
});
export type OrderStoryResponse = z.infer<typeof orderStoryResponse>;

export const leaseMessageView = z.object({
  id: z.string(),
  from: z.string(),
  received_at: z.string(),
  code: z.string().nullable(),
  text: z.string().nullable(),
});

export const leaseStoryResponse = z.object({
  success: z.literal(true),
  lease: adminLease.extend({ owner: ownerView, email: z.string().nullable() }),
  messages: z.array(leaseMessageView),
  timeline: z.array(timelineEvent),
  /** What PUT /admin/leases/{id}.php would do now; `resend` takes one of `messages`. */
  actions: z.object({ cancel: z.boolean(), resend: z.boolean() }),
});
export type LeaseStoryResponse = z.infer<typeof leaseStoryResponse>;
