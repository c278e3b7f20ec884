// The service catalogue as every page, API and purchase reads it (docs/decisions/060). What shows prices (the lists)
// is current at each read: one small version read says whether the copy in memory still is. What a purchase is priced
// from is read afresh. What only names a record's service (icons, colours, SMS patterns) may be a minute old.

import { PURCHASE_TYPES, type PurchaseType } from '../../../shared/constants.js';
import type { Service } from '../../../shared/schemas/services.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { Clock } from '../ports.js';
import type { CatalogueEntry, ServiceOffers, ServiceRepository } from './ports.js';
import type { SmsMatch } from '../sms/sms-match.js';

export const CATALOGUE_CACHE_MS = 60_000;

const OFFER_OF: Record<PurchaseType, keyof ServiceOffers> = { 'one-time': 'oneTime', lease: 'lease', buy: 'esim' };

/** Whether `entry` may be bought as `type` now. */
export const offered = (entry: CatalogueEntry, type: PurchaseType) => entry.onSale && entry.offers[OFFER_OF[type]];

export interface Catalogue {
  /** The services on sale, as they are now, each with what it is sold as. */
  list(): Promise<Service[]>;
  /** Every service, on sale or not, as the back office reads it. */
  entries(): Promise<CatalogueEntry[]>;
  /** A service by id, on sale or not (404 when unknown): for showing a record's service. */
  get(id: number): Promise<Service>;
  /** Every service by id, for lists that show each record's icon and colour. */
  byId(): Promise<ReadonlyMap<number, Service>>;
  /** The patterns a message must match to complete an order for this service; null (any message) when it has none. */
  smsMatch(id: number): Promise<SmsMatch | null>;
  /**
   * The service as a purchase of `type` is priced now: read afresh, so a new price applies from the moment it is set.
   * 404 when unknown, 400 when it is not on sale as `type`.
   */
  forPurchase(id: number, type: PurchaseType): Promise<Service>;
  /** One service as it is now (read afresh), on sale or not, or null. */
  entry(id: number): Promise<CatalogueEntry | null>;
}

export function createCatalogue(repository: ServiceRepository, clock: Clock): Catalogue {
  interface Loaded {
    entries: CatalogueEntry[];
    onSale: Service[];
    byId: Map<number, Service>;
    smsMatches: Map<number, SmsMatch>;
    loadedAt: number;
    version: number;
  }
  let cached: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;

  function reload(version: number): Promise<Loaded> {
    const now = clock.now().getTime();
    // Concurrent cold requests share one read.
    loading ??= repository
      .list()
      .then((entries) => {
        const services = entries.map((entry) => entry.service);
        const smsMatches = new Map<number, SmsMatch>();
        for (const { service, smsMatch } of entries) if (smsMatch) smsMatches.set(service.id, smsMatch);
        const loaded: Loaded = {
          entries,
          onSale: entries
            .filter((entry) => entry.onSale)
            .map((entry) => ({ ...entry.service, offers: PURCHASE_TYPES.filter((type) => offered(entry, type)) })),
          byId: new Map(services.map((s) => [s.id, s])),
          smsMatches,
          loadedAt: now,
          version,
        };
        cached = loaded;
        return loaded;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** The copy in memory while it is younger than the cache time. */
  async function recent(): Promise<Loaded> {
    if (cached && clock.now().getTime() - cached.loadedAt < CATALOGUE_CACHE_MS) return cached;
    return reload(await repository.version());
  }

  /** The copy in memory while the catalogue's version is the one it was read at. */
  async function current(): Promise<Loaded> {
    const version = await repository.version();
    if (cached && cached.version === version) return cached;
    return reload(version);
  }

  return {
    async list() {
      return (await current()).onSale;
    },
    async entries() {
      return (await current()).entries;
    },
    async get(id) {
      // A service added since the copy was read is found by reading the catalogue as it is now.
      const service = (await recent()).byId.get(id) ?? (await current()).byId.get(id);
      if (!service) throw new AppError('notFound', MESSAGES.serviceNotFound);
      return service;
    },
    async byId() {
      return (await recent()).byId;
    },
    async smsMatch(id) {
      return (await recent()).smsMatches.get(id) ?? null;
    },
    entry(id) {
      return repository.find(id);
    },
    async forPurchase(id, type) {
      const entry = await repository.find(id);
      if (!entry) throw new AppError('notFound', MESSAGES.serviceNotFound);
      if (!offered(entry, type))
        throw new AppError('validation', MESSAGES.serviceNotOnSale, { service_id: MESSAGES.serviceNotOnSale });
      return entry.service;
    },
  };
}
