import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_MS, createCatalogue } from '../../functions/domain/services/catalogue.js';
import { AppError } from '../../functions/domain/errors.js';
import type { CatalogueEntry } from '../../functions/domain/services/ports.js';
import { CATALOGUE } from '../../seeds/services.js';

function countingRepository() {
  let reads = 0;
  let version = 1;
  let entries: CatalogueEntry[] = CATALOGUE;
  return {
    get reads() {
      return reads;
    },
    /** An operator's change: the entries and the version move together, as in the table. */
    replace(next: CatalogueEntry[]) {
      entries = next;
      version += 1;
    },
    async list() {
      reads += 1;
      return entries;
    },
    async version() {
      return version;
    },
    async find(id: number) {
      return entries.find((entry) => entry.service.id === id) ?? null;
    },
    add: async () => true,
    change: async () => true,
  };
}

describe('catalogue', () => {
  it('reads the table once for concurrent requests, and again for names after the cache time', async () => {
    const repository = countingRepository();
    let now = 0;
    const catalogue = createCatalogue(repository, { now: () => new Date(now) });
    await Promise.all([catalogue.list(), catalogue.list(), catalogue.get(1)]);
    expect(repository.reads).toBe(1);
    now += CATALOGUE_CACHE_MS - 1;
    await catalogue.get(1);
    expect(repository.reads).toBe(1);
    now += 2;
    await catalogue.get(1);
    expect(repository.reads).toBe(2);
  });

  it('lists a change at once, and only services on sale', async () => {
    const repository = countingRepository();
    const catalogue = createCatalogue(repository, { now: () => new Date(0) });
    await catalogue.list();
    repository.replace(
      CATALOGUE.map((entry) =>
        entry.service.id === 1
          ? { ...entry, service: { ...entry.service, price_cents: 1234 } }
          : entry.service.id === 2
            ? { ...entry, onSale: false }
            : entry,
      ),
    );
    const listed = await catalogue.list();
    expect(listed.find((service) => service.id === 1)?.price_cents).toBe(1234);
    expect(listed.some((service) => service.id === 2)).toBe(false);
    expect((await catalogue.entries()).some((entry) => entry.service.id === 2)).toBe(true);
  });

  it('prices a purchase from the service as it is, refusing one not on sale as that purchase', async () => {
    const repository = countingRepository();
    const catalogue = createCatalogue(repository, { now: () => new Date(0) });
    repository.replace(
      CATALOGUE.map((entry) =>
        entry.service.id === 3 ? { ...entry, offers: { ...entry.offers, lease: false } } : entry,
      ),
    );
    expect((await catalogue.forPurchase(3, 'one-time')).id).toBe(3);
    await expect(catalogue.forPurchase(3, 'lease')).rejects.toMatchObject({ kind: 'validation' });
  });

  it('answers notFound for an unknown id', async () => {
    const catalogue = createCatalogue(countingRepository(), { now: () => new Date() });
    await expect(catalogue.get(424242)).rejects.toBeInstanceOf(AppError);
    await expect(catalogue.get(424242)).rejects.toMatchObject({ kind: 'notFound' });
    await expect(catalogue.forPurchase(424242, 'one-time')).rejects.toMatchObject({ kind: 'notFound' });
  });
});
