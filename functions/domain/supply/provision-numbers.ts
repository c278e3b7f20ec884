// The provisioning job (docs/decisions/061): settles purchases whose answer never came, buys numbers up to the stock
// target in small batches under the day's spending cap, releases destroyed numbers after their grace, and records the
// run. Each purchase is written before the carrier is asked, keyed by the number, so no retry asks for it twice.

import { CarrierError, type Carrier, type CarrierNumber, type Provisioning, type SupplyRun } from './ports.js';
import { BATCH, utcDay, type SupplyDeps } from './supply-deps.js';

const DAY_MS = 24 * 3600 * 1000;
/** A record younger than this may still be waiting for its answer in another run: it is left to the next one. */
const ANSWER_WAIT_MS = 60_000;

/** How many more numbers a search asks for than are wanted, and the most one search asks for (Twilio pages at 50). */
const SEARCH_SPARE = 3;
const SEARCH_MAX = 50;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The number in stock once the carrier holds it with our SMS URL; an error names why not. */
async function confirm(deps: SupplyDeps, carrier: Carrier, record: Provisioning, held: CarrierNumber): Promise<void> {
  const pointed = held.smsUrl === deps.smsUrl ? held : await carrier.setSmsUrl(held.carrierId, deps.smsUrl);
  if (pointed.smsUrl !== deps.smsUrl) throw new Error(`${record.phoneNumber}: its SMS URL is not ours`);
  await deps.supply.enterStock(
    record,
    {
      phoneNumber: held.phoneNumber,
      carrierId: held.carrierId,
      priceCents: record.priceCents,
      monthlyRentCents: record.priceCents,
    },
    deps.clock.now(),
  );
}

/** A purchase whose answer never came: the carrier's list says whether it sold the number. */
async function settle(deps: SupplyDeps, carrier: Carrier, record: Provisioning): Promise<boolean> {
  const held = await carrier.find(record.phoneNumber);
  if (!held) {
    await deps.supply.failProvisioning(record, 'The carrier did not sell it');
    return false;
  }
  await confirm(deps, carrier, record, held);
  return true;
}

/** Asks the carrier for one recorded number; a refusal fails the record, an unknown outcome leaves it to settle. */
async function buy(deps: SupplyDeps, carrier: Carrier, record: Provisioning): Promise<void> {
  let held: CarrierNumber;
  try {
    held = await carrier.buy(record.phoneNumber, deps.smsUrl);
  } catch (error) {
    if (error instanceof CarrierError && error.outcome === 'refused') {
      await deps.supply.failProvisioning(record, error.message);
    }
    throw error;
  }
  await confirm(deps, carrier, record, held);
}

async function fill(deps: SupplyDeps, carrier: Carrier, run: SupplyRun): Promise<void> {
  const settings = await deps.supply.settings();
  const wanted = Math.min(settings.target - (await deps.stockStats.counts()).availableNumbers, BATCH);
  if (wanted <= 0) return;
  const priceCents = await carrier.monthlyPriceCents();
  const now = deps.clock.now();
  // More are asked for than wanted: a number asked for before (a refusal) is offered again, and is skipped.
  let asked = 0;
  for (const offered of await carrier.search(Math.min(wanted * SEARCH_SPARE, SEARCH_MAX))) {
    if (asked === wanted) return;
    const record: Provisioning = {
      phoneNumber: offered.phoneNumber,
      status: 'asking',
      askedAt: now.toISOString(),
      day: utcDay(now),
      priceCents,
      error: null,
    };
    const started = await deps.supply.startProvisioning(record, settings.dailySpendCapCents);
    if (started === 'capReached') {
      run.capReached = true;
      return;
    }
    if (started === 'known') continue;
    asked += 1;
    try {
      await buy(deps, carrier, record);
      run.bought += 1;
    } catch (error) {
      run.errors.push(`${record.phoneNumber}: ${message(error)}`);
    }
  }
}

async function release(deps: SupplyDeps, carrier: Carrier, run: SupplyRun): Promise<void> {
  const { releaseGraceDays } = await deps.supply.settings();
  const now = deps.clock.now();
  for (const candidate of await deps.supply.releasable(new Date(now.getTime() - releaseGraceDays * DAY_MS), BATCH)) {
    if (candidate.carrierId === null) {
      await deps.supply.keep(candidate);
      continue;
    }
    try {
      await carrier.release(candidate.carrierId);
      if (await deps.supply.markReleased(candidate, deps.clock.now())) run.released += 1;
    } catch (error) {
      run.errors.push(`release ${candidate.phoneNumber}: ${message(error)}`);
    }
  }
}

/**
 * One run, recorded for the Supply view; nothing happens without a carrier. It is one page of the job (0: the next run
 * goes on with whatever is left), since each step already takes a bounded batch.
 */
export async function provisionNumbers(deps: SupplyDeps): Promise<number> {
  const started = deps.clock.now().toISOString();
  let carrier: Carrier | null;
  try {
    carrier = await deps.carrier();
  } catch (error) {
    // Its auth token unusable (a placeholder): the run says so, and the alarm sounds.
    const available = (await deps.stockStats.counts()).availableNumbers;
    await deps.supply.recordRun({
      at: started,
      available,
      bought: 0,
      released: 0,
      capReached: false,
      errors: [`carrier: ${message(error)}`],
    });
    deps.metrics.provisioningFailed();
    return 0;
  }
  if (!carrier) return 0;
  const run: SupplyRun = {
    at: started,
    available: 0,
    bought: 0,
    released: 0,
    capReached: false,
    errors: [],
  };
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      run.errors.push(`${name}: ${message(error)}`);
    }
  };
  await step('settle', async () => {
    const settledBefore = deps.clock.now().getTime() - ANSWER_WAIT_MS;
    for (const record of await deps.supply.unsettled(BATCH)) {
      if (Date.parse(record.askedAt) > settledBefore) continue;
      if (await settle(deps, carrier, record)) run.bought += 1;
    }
  });
  await step('buy', () => fill(deps, carrier, run));
  await step('release', () => release(deps, carrier, run));
  run.available = (await deps.stockStats.counts()).availableNumbers;
  await deps.supply.recordRun(run);
  if (run.errors.length > 0) deps.metrics.provisioningFailed();
  if (run.capReached) deps.metrics.spendCapReached();
  return 0;
}
