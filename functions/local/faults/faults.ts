// Fault injection for the local runtime (docs/decisions/033): off unless FAULTS names some. Each fault strikes at its
// rate, at the boundary where AWS itself would fail (DynamoDB's and SES's answers, the event bus, the queues), so the
// handlers and the domain meet the same errors they would meet on AWS and know nothing of where they came from.

export const FAULT_NAMES = [
  'dynamo-throttle',
  'dynamo-conflict',
  'ses-fail',
  'consumer-crash',
  'sqs-duplicate',
  'sqs-delay',
  'eventbridge-twice',
  /** The carrier simulator answers a 429 with Retry-After or a 500 (docs/decisions/061). */
  'twilio-fail',
  /** The NOWPayments simulator answers a payout call with a 429 or a 500 (docs/decisions/065). */
  'nowpayments-payout-fail',
  /** The CoinPayments simulator refuses a withdrawal, or answers its creation with a 500 (docs/decisions/064). */
  'coinpayments-payout-fail',
] as const;

export type FaultName = (typeof FAULT_NAMES)[number];
export type FaultRates = Readonly<Record<FaultName, number>>;

/** `FAULTS=default`: every fault, at rates a load run survives only if every retry path works. */
export const DEFAULT_FAULT_RATES: FaultRates = {
  'dynamo-throttle': 0.05,
  'dynamo-conflict': 0.05,
  'ses-fail': 0.2,
  'consumer-crash': 0.1,
  'sqs-duplicate': 0.1,
  'sqs-delay': 0.1,
  'eventbridge-twice': 0.1,
  'twilio-fail': 0.1,
  'nowpayments-payout-fail': 0.1,
  'coinpayments-payout-fail': 0.1,
};

export class FaultSettingsError extends Error {}

const USAGE = `FAULTS is a comma list of default and ${FAULT_NAMES.join(', ')}, each optionally =<rate> (0 to 1), e.g. FAULTS=default,ses-fail=0.5`;

/**
 * FAULTS as rates: `default` sets each to its default rate, a bare name to 1, `name=rate` to that rate; later items
 * win. Unset or empty: null (no fault at all). Anything else is refused with the usage.
 */
export function parseFaults(value: string | undefined): FaultRates | null {
  if (!value?.trim()) return null;
  const rates = Object.fromEntries(FAULT_NAMES.map((name) => [name, 0])) as Record<FaultName, number>;
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (item === 'default') {
      Object.assign(rates, DEFAULT_FAULT_RATES);
      continue;
    }
    const [name = '', given] = item.split('=');
    const rate = given === undefined ? 1 : Number(given);
    if (!(FAULT_NAMES as readonly string[]).includes(name) || !(rate >= 0 && rate <= 1)) {
      throw new FaultSettingsError(`Unknown fault or rate '${item}'. ${USAGE}`);
    }
    rates[name as FaultName] = rate;
  }
  return rates;
}

export interface Faults {
  readonly rates: FaultRates;
  /** Whether the fault strikes this time (counted when it does). */
  strikes(name: FaultName): boolean;
  /** How often each fault struck so far, as one line (`dynamo-throttle 12, ses-fail 3, …`). */
  counts(): string;
}

export function createFaults(rates: FaultRates, random: () => number = Math.random): Faults {
  const struck = new Map<FaultName, number>();
  return {
    rates,
    strikes(name) {
      if (rates[name] === 0 || random() >= rates[name]) return false;
      struck.set(name, (struck.get(name) ?? 0) + 1);
      return true;
    },
    counts: () =>
      FAULT_NAMES.filter((name) => rates[name] > 0)
        .map((name) => `${name} ${struck.get(name) ?? 0}`)
        .join(', '),
  };
}

/** How the runtime names the faults it runs with, on start. */
export function describeFaults(rates: FaultRates): string {
  return FAULT_NAMES.filter((name) => rates[name] > 0)
    .map((name) => `${name} ${rates[name]}`)
    .join(', ');
}

/**
 * The runtime's FAULTS as one simulator reads them for its own fault (read once, when first asked): null unless FAULTS
 * gives that fault a rate.
 */
export function simulatorFaults(name: FaultName): () => Faults | null {
  let faults: Faults | null | undefined;
  return () => {
    faults ??= (() => {
      const rates = parseFaults(process.env.FAULTS);
      return rates && rates[name] > 0 ? createFaults(rates) : null;
    })();
    return faults;
  };
}
