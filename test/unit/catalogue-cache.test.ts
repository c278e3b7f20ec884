import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_MS, createCatalogue } from '../../functions/domain/services/catalogue.js';
import { AppError } from '../../functions/domain/errors.js';
import { CATALOGUE } from '../../seeds/services.js';

function countingRepository() {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    async list() {
      reads += 1;
      return CATALOGUE;
    },
  };
}

describe('catalogue', () => {
  it('reads the table once for concurrent requests and again after the cache time', async () => {
    const repository = countingRepository();
    let now = 0;
    const catalogue = createCatalogue(repository, { now: () => new Date(now) });
    await Promise.all([catalogue.list(), catalogue.list(), catalogue.get(1)]);
    expect(repository.reads).toBe(1);
    now += CATALOGUE_CACHE_MS - 1;
    await catalogue.list();
    expect(repository.reads).toBe(1);
    now += 2;
    await catalogue.list();
    expect(repository.reads).toBe(2);
  });

  it('answers notFound for an unknown id', async () => {
    const catalogue = createCatalogue(countingRepository(), { now: () => new Date() });
    await expect(catalogue.get(424242)).rejects.toBeInstanceOf(AppError);
    await expect(catalogue.get(424242)).rejects.toMatchObject({ kind: 'notFound' });
  });
});
