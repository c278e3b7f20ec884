// The service a developer names: its catalogue id, its name in any case, or its activation code (docs/decisions/024);
// to buy it, the service as it is priced now (docs/decisions/060).

import { activationCode } from '../../../shared/activation-codes.js';
import type { PurchaseType } from '../../../shared/constants.js';
import type { Service } from '../../../shared/schemas/services.js';
import { offered, type Catalogue } from '../services/catalogue.js';

/** The service named, on sale or not (filters and names), or null. */
export async function findService(catalogue: Catalogue, ref: number | string): Promise<Service | null> {
  const services = [...(await catalogue.byId()).values()];
  if (typeof ref === 'number') return services.find((service) => service.id === ref) ?? null;
  const wanted = ref.trim().toLowerCase();
  return (
    services.find(
      (service) =>
        String(service.id) === wanted || service.name.toLowerCase() === wanted || activationCode(service) === wanted,
    ) ?? null
  );
}

/**
 * The service named, read afresh for a purchase of `type`: null when no service has that name, 'notOnSale' when it
 * is not sold as `type` now.
 */
export async function findServiceToBuy(
  catalogue: Catalogue,
  ref: number | string,
  type: PurchaseType,
): Promise<Service | 'notOnSale' | null> {
  const named = await findService(catalogue, ref);
  if (!named) return null;
  const entry = await catalogue.entry(named.id);
  if (!entry) return null;
  return offered(entry, type) ? entry.service : 'notOnSale';
}
