// The service catalogue as served by /services (docs/decisions/015 "Fields": Service). Written with zod/mini: the
// landing page's catalogue checks its answer with it without loading the whole of zod (docs/decisions/037 "The landing
// page's weight").

import * as z from 'zod/mini';
import { PURCHASE_TYPES } from '../constants.js';

export const service = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  price_cents: z.int().check(z.positive()),
  lease_price_cents: z.int().check(z.positive()),
  /** What the service is sold as now (docs/decisions/060); absent in the built-in catalogue, which sells each as all. */
  offers: z.optional(z.array(z.enum(PURCHASE_TYPES))),
});
export type Service = z.infer<typeof service>;

export const serviceListResponse = z.object({ success: z.literal(true), services: z.array(service) });
export type ServiceListResponse = z.infer<typeof serviceListResponse>;

export const serviceResponse = z.object({ success: z.literal(true), service });
export type ServiceResponse = z.infer<typeof serviceResponse>;
