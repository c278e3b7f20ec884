// The back office's catalogue (docs/decisions/060): every service with its prices, its sale, what it is offered as and
// the senders and words its SMS must match; added and changed by an operator with a reason.

import * as z from 'zod';
import { operatorReason } from './admin-changes.js';

/** Cents of a price an operator may set: from $0.01 to $1,000. */
const priceCents = z
  .number({ error: 'Expected a price in whole cents' })
  .int('Expected a price in whole cents')
  .min(1, 'At least 1 cent')
  .max(100_000, 'At most $1,000');

/** Sender IDs or words: each 1 to 40 characters, at most 20. */
const patterns = z
  .array(z.string().trim().min(1, 'A pattern may not be blank').max(40, 'At most 40 characters'), {
    error: 'Expected a list of text',
  })
  .max(20, 'At most 20');

export const adminService = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  /** The name SMS-activation tools order it by. */
  code: z.string(),
  price_cents: z.number().int(),
  lease_price_cents: z.number().int(),
  on_sale: z.boolean(),
  one_time: z.boolean(),
  lease: z.boolean(),
  esim: z.boolean(),
  /** A message completes a one-time order when it comes from one of these or names one of the words; none: any. */
  sms_senders: z.array(z.string()),
  sms_words: z.array(z.string()),
});
export type AdminService = z.infer<typeof adminService>;

export const adminServicesResponse = z.object({ success: z.literal(true), services: z.array(adminService) });
export type AdminServicesResponse = z.infer<typeof adminServicesResponse>;
export const adminServiceResponse = z.object({ success: z.literal(true), service: adminService });
export type AdminServiceResponse = z.infer<typeof adminServiceResponse>;

const offers = {
  one_time: z.boolean({ error: 'Expected true or false' }),
  lease: z.boolean({ error: 'Expected true or false' }),
  esim: z.boolean({ error: 'Expected true or false' }),
};

export const addServiceRequest = z.strictObject({
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(40, 'At most 40 characters'),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'Expected a colour as #RRGGBB')
    .default('#64748B'),
  price_cents: priceCents,
  lease_price_cents: priceCents,
  one_time: offers.one_time.default(true),
  lease: offers.lease.default(true),
  esim: offers.esim.default(true),
  sms_senders: patterns.default([]),
  sms_words: patterns.default([]),
  reason: operatorReason,
});
export type AddServiceRequest = z.infer<typeof addServiceRequest>;

export const updateServiceRequest = z
  .strictObject({
    price_cents: priceCents.optional(),
    lease_price_cents: priceCents.optional(),
    on_sale: z.boolean({ error: 'Expected true or false' }).optional(),
    one_time: offers.one_time.optional(),
    lease: offers.lease.optional(),
    esim: offers.esim.optional(),
    sms_senders: patterns.optional(),
    sms_words: patterns.optional(),
    reason: operatorReason,
  })
  .refine((body) => Object.keys(body).some((name) => name !== 'reason'), {
    message: 'Nothing to change: send a price, on_sale, an offer or the SMS patterns',
  });
export type UpdateServiceRequest = z.infer<typeof updateServiceRequest>;
