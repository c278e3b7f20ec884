// The back office's SIM stock (docs/decisions/022): the Add SIM Card fields, the state change and delete bodies, the
// list query and its answer.

import * as z from 'zod';
import { BUY_PRICE_CENTS, SIM_PAGE_SIZE } from '../constants.js';
import { isValidIccid } from '../iccid.js';
import { MESSAGES } from '../messages.js';
import { requiredText } from './fields.js';
import { ukNumber } from './stock.js';

export const SIM_STATUSES = ['STOCK', 'SOLD', 'EXPIRED'] as const;
export type AdminSimStatus = (typeof SIM_STATUSES)[number];

/** The text fields of the multipart upload (the QR image is checked by its bytes on the server). */
export const addSimCardFields = z.object({
  iccid: requiredText(MESSAGES.fillRequiredFields, 20).refine(isValidIccid, MESSAGES.simBadIccid),
  puk_code: requiredText(MESSAGES.fillRequiredFields, 8).regex(/^\d{8}$/, MESSAGES.simBadPuk),
  price_cents: requiredText(MESSAGES.fillRequiredFields, 12)
    .regex(/^\d+$/, MESSAGES.simPriceWholeCents)
    .transform(Number)
    .refine((cents) => cents === BUY_PRICE_CENTS, MESSAGES.simPriceFixed),
  phone_number: requiredText(MESSAGES.fillRequiredFields, 13).pipe(ukNumber),
});
export type AddSimCardFields = z.input<typeof addSimCardFields>;

export const updateSimCardRequest = z.strictObject({
  id: requiredText(MESSAGES.fillRequiredFields, 64),
  status: z.enum(SIM_STATUSES, { error: 'Expected STOCK, SOLD or EXPIRED' }),
});

export const deleteSimCardRequest = z.strictObject({ id: requiredText(MESSAGES.fillRequiredFields, 64) });

export const listSimCardsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(SIM_PAGE_SIZE),
  status: z.enum(['', ...SIM_STATUSES]).default(''),
  search: z.string().trim().max(40).default(''),
});
export type ListSimCardsQuery = z.input<typeof listSimCardsQuery>;

export const adminSimCard = z.object({
  id: z.string(),
  iccid: z.string(),
  puk_code: z.string(),
  phone_number: z.string(),
  status: z.enum(SIM_STATUSES),
  price_cents: z.number().int(),
  sold_to_user_name: z.string().nullable(),
  sold_to_user_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminSimCard = z.infer<typeof adminSimCard>;

export const simStockStats = z.object({
  total: z.number().int(),
  stock_count: z.number().int(),
  sold_count: z.number().int(),
  expired_count: z.number().int(),
  /** Cents: the prices of the SIMs sold. */
  total_revenue: z.number().int(),
});
export type SimStockStats = z.infer<typeof simStockStats>;

export const listSimCardsResponse = z.object({
  success: z.literal(true),
  sim_cards: z.array(adminSimCard),
  stats: simStockStats,
  pagination: z.object({ page: z.number().int(), total_pages: z.number().int(), total_count: z.number().int() }),
});
export type ListSimCardsResponse = z.infer<typeof listSimCardsResponse>;

export const simCardChangeResponse = z.object({
  success: z.literal(true),
  sim_card: adminSimCard.optional(),
  message: z.string(),
});
