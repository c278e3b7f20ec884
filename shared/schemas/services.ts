// The service catalogue as served by /services (docs/decisions/015 "Fields": Service).

import * as z from 'zod';

export const service = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  price_cents: z.number().int().positive(),
  lease_price_cents: z.number().int().positive(),
});
export type Service = z.infer<typeof service>;

export const serviceListResponse = z.object({ success: z.literal(true), services: z.array(service) });
export type ServiceListResponse = z.infer<typeof serviceListResponse>;

export const serviceResponse = z.object({ success: z.literal(true), service });
export type ServiceResponse = z.infer<typeof serviceResponse>;

export const serviceIdParam = z.coerce
  .number({ error: 'Service id must be a number' })
  .int('Service id must be a whole number')
  .positive('Service id must be positive');
