// The service a developer names: its catalogue id, its name in any case, or its activation code (docs/decisions/024).

import { activationCode } from '../../../shared/activation-codes.js';
import type { Service } from '../../../shared/schemas/services.js';
import type { Catalogue } from '../services/catalogue.js';

export async function findService(catalogue: Catalogue, ref: number | string): Promise<Service | null> {
  const services = await catalogue.list();
  if (typeof ref === 'number') return services.find((service) => service.id === ref) ?? null;
  const wanted = ref.trim().toLowerCase();
  return (
    services.find(
      (service) =>
        String(service.id) === wanted || service.name.toLowerCase() === wanted || activationCode(service) === wanted,
    ) ?? null
  );
}
