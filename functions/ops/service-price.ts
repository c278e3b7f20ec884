// ops service:price <service> <dollars> [reason] [--by <name>]: a service's one-time price set from the command line
// (docs/decisions/060), written with its audit entry as the back office's catalogue writes it.

import { dollarsToCents, formatUsd } from '../../shared/money.js';
import { updateServiceRequest } from '../../shared/schemas/admin-catalogue.js';
import { createServiceRepository } from '../adapters/dynamo/service-repository.js';
import { findService } from '../domain/developer-api/find-service.js';
import { createCatalogue } from '../domain/services/catalogue.js';
import { changeService } from '../domain/services/catalogue-changes.js';
import type { OpsCommand } from './ops-command.js';
import { withOperator } from './operator-name.js';

const USAGE = 'Usage: service:price <service> <dollars> [reason] [--by <name>]';

export const setServicePrice: OpsCommand = async (table, args) => {
  const { operator, rest } = withOperator(args);
  const [ref, dollars, ...words] = rest;
  const priceCents = dollars === undefined ? null : dollarsToCents(dollars);
  if (!ref || priceCents === null) throw new Error(USAGE);
  const change = updateServiceRequest.safeParse({
    price_cents: priceCents,
    reason: words.join(' ') || 'Price set from the command line',
  });
  if (!change.success) throw new Error(`${USAGE}: ${change.error.issues.map((issue) => issue.message).join('; ')}`);
  const clock = { now: () => new Date() };
  const services = createServiceRepository(table);
  const catalogue = createCatalogue(services, clock);
  const service = await findService(catalogue, /^\d+$/.test(ref) ? Number(ref) : ref);
  if (!service) throw new Error(`No service is named ${ref} (give its id, name or activation code)`);
  const changed = await changeService({ clock, catalogue, services }, operator, service.id, change.data);
  return `${changed.name} (${changed.id}) now sells one-time at ${formatUsd(changed.price_cents)}, by ${operator.name}`;
};
