// The load with supply on (docs/decisions/061): the target is set above the stock, so the provisioning job buys from
// the Twilio simulator while the shop sells; after the run, how much it bought, and the books' check that every number
// bought from the carrier and not released is still held there.

import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createSupplyRepository } from '../../functions/adapters/dynamo/supply-repository.js';
import { createTwilioNumbersClient } from '../../functions/adapters/supply/twilio-numbers-client.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { SIMULATOR_PATHS } from '../../functions/local/simulators/paths.js';
import { checkNumbersAtCarrier } from '../../functions/domain/supply/reconcile-numbers.js';
import { CarrierError } from '../../functions/domain/supply/ports.js';
import { DEFAULT_SUPPLY_SETTINGS } from '../../functions/domain/supply/supply-deps.js';
import { routePath } from '../../shared/routes.js';
import { supplyResponse, type SupplyView } from '../../shared/schemas/supply.js';
import type { World } from './world.js';

/** The provisioning job's batch is 10 numbers a run: a target this far above the stock keeps it buying all run. */
const ABOVE_STOCK = 100;

/** The runtime's env that turns supply on against its own simulator (the test stacks start with it off). */
export const SUPPLY_ON = { TWILIO_ACCOUNT_SID: LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID };

async function supplyView(world: World, cookie: string): Promise<SupplyView> {
  const answer = await world.call('GET', routePath('admin.getSupply'), { cookie });
  if (answer.status !== 200) throw new Error(`GET supply answered ${answer.status}: ${answer.text}`);
  return supplyResponse.parse(JSON.parse(answer.text)).supply;
}

/** Sets the target above the stock for sale now, and a cap the run cannot reach; answers the view before. */
export async function supplyDuringLoad(world: World, cookie: string): Promise<SupplyView> {
  const before = await supplyView(world, cookie);
  const answer = await world.json(
    'PUT',
    routePath('admin.updateSupply'),
    { cookie },
    {
      target: before.available + ABOVE_STOCK,
      daily_spend_cap_usd: 10_000,
      reason: 'Load: buy while the shop sells',
    },
  );
  if (answer.status !== 200) throw new Error(`PUT supply answered ${answer.status}: ${answer.text}`);
  return before;
}

/**
 * What the job did over the run, and the numbers the table has from the carrier that it no longer holds. The check
 * asks the simulator itself; under FAULTS its list may answer a 429 or a 500 like any call, so it is asked again.
 */
export async function supplyAfterLoad(
  world: World,
  cookie: string,
  table: TableClient,
  before: SupplyView,
): Promise<{ line: string; missing: string[] }> {
  const after = await supplyView(world, cookie);
  const carrier = createTwilioNumbersClient({
    apiUrl: `${world.publicUrl}${SIMULATOR_PATHS.twilioApi}`,
    pricingUrl: `${world.publicUrl}${SIMULATOR_PATHS.twilioPricing}`,
    accountSid: LOCAL_DEFAULTS.TWILIO_ACCOUNT_SID,
    authToken: LOCAL_DEFAULTS.TWILIO_AUTH_TOKEN,
    bundleSid: LOCAL_DEFAULTS.TWILIO_BUNDLE_SID,
    addressSid: LOCAL_DEFAULTS.TWILIO_ADDRESS_SID,
  });
  const supply = createSupplyRepository(table, DEFAULT_SUPPLY_SETTINGS);
  let missing: string[] | null = null;
  for (let attempt = 1; missing === null; attempt += 1) {
    try {
      missing = await checkNumbersAtCarrier({ supply, carrier: async () => carrier });
    } catch (error) {
      if (!(error instanceof CarrierError && error.outcome === 'unknown') || attempt === 5) throw error;
    }
  }
  const runs = after.last_runs.filter((run) => run.at > (before.last_runs[0]?.at ?? ''));
  const line =
    `Supply: ${after.bought_today - before.bought_today} numbers bought from the carrier while the shop sold, in ` +
    `${runs.length} runs (${runs.filter((run) => run.errors.length > 0).length} with an error); ` +
    `${after.available} for sale at the end`;
  return { line, missing };
}
