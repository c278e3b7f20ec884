// The API keys' figures (docs/decisions/018): DynamoDB capacity units per key creation, per renewal (alone, and with
// the job's own reads), per lookup by hash and per counted call.

import { createApiKeyRepository } from '../../functions/adapters/dynamo/api-key-repository.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { countApiKeyRequest, findApiKey } from '../../functions/domain/api-keys/api-key-usage.js';
import { createApiKey } from '../../functions/domain/api-keys/create-api-key.js';
import { renewApiKey } from '../../functions/domain/api-keys/renew-api-key.js';
import { renewDueApiKeys } from '../../functions/domain/api-keys/renew-due-api-keys.js';
import type { RuntimeInfo } from '../../functions/local/runtime-file.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { createWindowCounterRepository } from '../../functions/adapters/dynamo/window-counter-repository.js';
import { createLocalSealer, newLocalSealingKey } from '../../functions/adapters/sealing/local-sealer.js';
import { createPasswordHasher } from '../../functions/domain/auth/password.js';
import { API_KEYS_PER_MEMBER } from '../../shared/constants.js';
import { meanUnits, meteredTable, type Units } from './capacity.js';
import { BENCH_PASSWORD, fundedMember } from './numbers.js';

const mean = (values: Units[]) => {
  const { billed, reported } = meanUnits(values);
  return `${billed.toFixed(1)} (DynamoDB Local reports ${reported.toFixed(1)})`;
};

export async function benchApiKeys(siteUrl: string, runtime: RuntimeInfo): Promise<string[]> {
  const meter = meteredTable({
    tableName: runtime.tableName,
    region: runtime.region,
    endpoint: runtime.dynamodbEndpoint,
  });
  let time = Date.now();
  const deps = {
    clock: { now: () => new Date(time) },
    users: createUserRepository(meter.table),
    apiKeys: createApiKeyRepository(meter.table),
    events: { publish: async () => {} },
    publicUrl: siteUrl,
    // A new key asks for the password again (docs/decisions/050): its check and the alert are in each creation's units.
    counters: createWindowCounterRepository(meter.table),
    passwords: createPasswordHasher(),
    sealer: createLocalSealer(newLocalSealingKey()),
    jwtSecret: async () => LOCAL_DEFAULTS.JWT_SECRET,
  };
  const source = { address: '127.0.0.1', browser: null };
  const units = { create: [] as Units[], lookup: [] as Units[], count: [] as Units[], renew: [] as Units[] };
  const renewing = await fundedMember(siteUrl, runtime, 'bench-keys');
  const user = (await deps.users.findById(renewing.id))!;
  const fullKeys: string[] = [];
  for (let i = 0; i < API_KEYS_PER_MEMBER; i += 1) {
    meter.take();
    const request = { name: `Bench ${i}`, plan: 'developer' as const, password: BENCH_PASSWORD };
    fullKeys.push((await createApiKey(deps, user, request, source)).fullKey);
    units.create.push(meter.take());
  }
  for (const fullKey of fullKeys) {
    meter.take();
    const key = (await findApiKey(deps, fullKey))!;
    units.lookup.push(meter.take());
    await countApiKeyRequest(deps, key);
    units.count.push(meter.take());
  }
  // Half the keys renewed one by one, the other half by one run of the job at their due time.
  const keys = await deps.apiKeys.list(renewing.id);
  time = Date.parse(keys[0]!.nextBilling) + 1_000;
  const half = keys.length / 2;
  for (const key of keys.slice(0, half)) {
    meter.take();
    await renewApiKey(deps, key, new Date(time));
    units.renew.push(meter.take());
  }
  meter.take();
  const renewedByJob = await renewDueApiKeys(deps);
  const job = meter.take();
  const perJobRenewal = { reported: job.reported / renewedByJob, billed: job.billed / renewedByJob, charges: [] };
  return [
    `Capacity units, mean of ${API_KEYS_PER_MEMBER} each, as AWS bills them (plus 1.5 read units for each member call's session check):`,
    `  per key creation          ${mean(units.create)}`,
    `  per renewal (transaction) ${mean(units.renew)}`,
    `  per renewal in a job run  ${mean([perJobRenewal])}   (${renewedByJob} keys renewed by one run, its reads included)`,
    `  per lookup by hash        ${mean(units.lookup)}`,
    `  per counted call          ${mean(units.count)}`,
  ];
}
