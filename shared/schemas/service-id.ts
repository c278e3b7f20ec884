// The service id of GET /services/{id} (docs/decisions/015 "Calls"), apart from the catalogue's answers, which are
// written with zod/mini for the landing page.

import * as z from 'zod';

export const serviceIdParam = z.coerce
  .number({ error: 'Service id must be a number' })
  .int('Service id must be a whole number')
  .positive('Service id must be positive');
