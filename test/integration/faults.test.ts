// Each fault of the local runtime (FAULTS, docs/decisions/033) on a stack of its own: the same story leaves the same
// state as on the suite's stack without faults, the books check clean, nothing is dead-lettered, and the fault did
// strike. Rates of 1 are deterministic: a throttle never hits the SDK's last try, a transaction conflicts once, a
// consumer never crashes on a message's last try.

import { describe, inject, it } from 'vitest';
import { runScenario, stackHealth, type ScenarioState } from '../support/fault-scenario.js';
import { ownStack } from '../support/own-stack.js';

let baseline: Promise<ScenarioState> | undefined;
const withoutFaults = () => (baseline ??= runScenario(inject('siteUrl'), inject('dataDir')));

const FAULTS = [
  // Throttling at 1 would empty the SDK's retry quota (each retried call costs more than its success gives back).
  'dynamo-throttle=0.2',
  'dynamo-conflict=1',
  'consumer-crash=1',
  'sqs-duplicate=1',
  'sqs-delay=1',
  'eventbridge-twice=1',
];

// Each fault's runtime is a process of its own, mostly waiting: they run side by side.
describe.concurrent('the local runtime under each fault', () => {
  it.for(FAULTS)('leaves the same state under FAULTS=%s', { timeout: 240_000 }, async (fault, { expect }) => {
    const expected = await withoutFaults();
    const stack = await ownStack({ FAULTS: fault });
    try {
      expect(await runScenario(stack.siteUrl, stack.dataDir)).toEqual(expected);
      expect(await stackHealth(stack.dataDir)).toEqual({ discrepancies: [], deadLetters: [] });
    } finally {
      await stack.stop();
    }
    const name = fault.split('=')[0]!;
    const struck = Number(new RegExp(`Faults struck in all: .*${name} (\\d+)`).exec(stack.output())?.[1] ?? 0);
    expect(struck).toBeGreaterThan(0);
  });

  it(
    'keeps money, codes and messages when every email fails, and answers no 5xx for it',
    { timeout: 240_000 },
    async ({ expect }) => {
      const expected = await withoutFaults();
      const stack = await ownStack({ FAULTS: 'ses-fail=1' });
      try {
        expect(await runScenario(stack.siteUrl, stack.dataDir)).toEqual(expected);
        expect((await stackHealth(stack.dataDir)).discrepancies).toEqual([]);
      } finally {
        await stack.stop();
      }
      expect(stack.output()).toMatch(/Faults struck in all: .*ses-fail [1-9]/);
    },
  );
});
