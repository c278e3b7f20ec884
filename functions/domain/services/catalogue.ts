// The service catalogue, kept warm in memory for a short while: it changes rarely and every page reads it.

import type { Service } from '../../../shared/schemas/services.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { Clock } from '../ports.js';
import type { ServiceRepository } from './ports.js';
import type { SmsMatch } from '../sms/sms-match.js';

export const CATALOGUE_CACHE_MS = 60_000;

export interface Catalogue {
  list(): Promise<Service[]>;
  get(id: number): Promise<Service>;
  /** Every service by id, for lists that show each record's icon and colour. */
  byId(): Promise<ReadonlyMap<number, Service>>;
  /** The patterns a message must match to complete an order for this service; null (any message) when it has none. */
  smsMatch(id: number): Promise<SmsMatch | null>;
}

export function createCatalogue(repository: ServiceRepository, clock: Clock): Catalogue {
  interface Loaded {
    services: Service[];
    byId: Map<number, Service>;
    smsMatches: Map<number, SmsMatch>;
    loadedAt: number;
  }
  let cached: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;

  async function load(): Promise<Loaded> {
    const now = clock.now().getTime();
    if (cached && now - cached.loadedAt < CATALOGUE_CACHE_MS) return cached;
    // Concurrent cold requests share one read.
    loading ??= repository
      .list()
      .then((entries) => {
        const services = entries.map((entry) => entry.service);
        const smsMatches = new Map<number, SmsMatch>();
        for (const { service, smsMatch } of entries) if (smsMatch) smsMatches.set(service.id, smsMatch);
        const loaded: Loaded = { services, byId: new Map(services.map((s) => [s.id, s])), smsMatches, loadedAt: now };
        cached = loaded;
        return loaded;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async list() {
      return (await load()).services;
    },
    async get(id) {
      const service = (await load()).byId.get(id);
      if (!service) throw new AppError('notFound', MESSAGES.serviceNotFound);
      return service;
    },
    async byId() {
      return (await load()).byId;
    },
    async smsMatch(id) {
      return (await load()).smsMatches.get(id) ?? null;
    },
  };
}
