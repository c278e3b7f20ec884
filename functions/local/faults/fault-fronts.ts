// The local runtime's faults (FAULTS, docs/decisions/033): the emulators move to ports of their own and faulty fronts
// take the ports the functions were given, so what the handlers reach answers as a troubled AWS would, while the
// table set-up, the runtime file (ops, the ledger check) and the mailbox page reach the emulators directly.

import { dynamoDbFaults } from './dynamodb-faults.js';
import type { Faults } from './faults.js';
import { startFaultyEndpoint } from './faulty-endpoint.js';
import { sesFaults } from './ses-faults.js';

/** How often the runtime prints how many faults struck (when any did since the last line). */
const REPORT_EVERY_MS = 10_000;

export async function startFaultFronts(
  faults: Faults,
  fronts: { dynamodbPort: number; dynamodbTarget: string; sesPort: number; sesTarget: string },
  say: (line: string) => void,
): Promise<() => Promise<void>> {
  const dynamo = await startFaultyEndpoint({
    port: fronts.dynamodbPort,
    target: fronts.dynamodbTarget,
    fault: dynamoDbFaults(faults),
  });
  const ses = await startFaultyEndpoint({ port: fronts.sesPort, target: fronts.sesTarget, fault: sesFaults(faults) });
  let last = faults.counts();
  const report = setInterval(() => {
    const now = faults.counts();
    if (now !== last) say(`Faults struck so far: ${now}`);
    last = now;
  }, REPORT_EVERY_MS);
  report.unref();
  return async () => {
    clearInterval(report);
    say(`Faults struck in all: ${faults.counts()}`);
    await Promise.all([dynamo.stop(), ses.stop()]);
  };
}
