// `numbers:reconcile` (docs/decisions/061): the carrier's list against the table. A number the carrier holds that was
// being asked for enters stock; one it holds that the table never knew is adopted into stock (the shop pays for it);
// one the table sells that the carrier no longer holds is reported for an operator; each line says what was done.

import { auditEntry, type Operator } from '../audit/audit-entry.js';
import type { SupplyDeps } from './supply-deps.js';

export interface ReconcileReport {
  carrierCount: number;
  /** One line per difference found, and what was done about it. */
  differences: string[];
}

type KnownNumber = Awaited<ReturnType<SupplyDeps['supply']['carrierNumbers']>>[number];

function missingAtCarrier(known: KnownNumber[], held: Set<string>): string[] {
  return known
    .filter((number) => !held.has(number.phoneNumber))
    .map((number) => `${number.phoneNumber}: ${number.status} here but no longer held at the carrier; check it`);
}

/**
 * The books' check of supply (`ledger:check`): every number of the carrier's in the table, not released, is still held
 * at the carrier. The carrier is asked only when the table has any of its numbers.
 */
export async function checkNumbersAtCarrier(deps: Pick<SupplyDeps, 'supply' | 'carrier'>): Promise<string[]> {
  const known = await deps.supply.carrierNumbers();
  if (known.length === 0) return [];
  const carrier = await deps.carrier();
  if (!carrier) return [`${known.length} numbers came from the carrier, but no carrier is configured to check them`];
  return missingAtCarrier(known, new Set((await carrier.list()).map((number) => number.phoneNumber)));
}

/** Reconciles, and writes the operator's trail entry naming every difference. */
export async function reconcileNumbers(deps: SupplyDeps, operator: Operator): Promise<ReconcileReport> {
  const carrier = await deps.carrier();
  if (!carrier) throw new Error('No carrier is configured (TWILIO_ACCOUNT_SID is not set)');
  const held = await carrier.list();
  const known = await deps.supply.carrierNumbers();
  const knownNumbers = new Set(known.map((entry) => entry.phoneNumber));
  const heldNumbers = new Set(held.map((entry) => entry.phoneNumber));
  const asking = new Map((await deps.supply.unsettled(1000)).map((record) => [record.phoneNumber, record]));
  const differences: string[] = [];
  const now = deps.clock.now();
  for (const number of held) {
    if (knownNumbers.has(number.phoneNumber)) continue;
    const record = asking.get(number.phoneNumber);
    if (record) {
      await deps.supply.enterStock(
        record,
        {
          phoneNumber: number.phoneNumber,
          carrierId: number.carrierId,
          priceCents: record.priceCents,
          monthlyRentCents: record.priceCents,
        },
        now,
      );
      differences.push(`${number.phoneNumber}: bought while its answer was lost; now in stock`);
      continue;
    }
    const priceCents = await carrier.monthlyPriceCents();
    const adopted = await deps.supply.adopt(
      { phoneNumber: number.phoneNumber, carrierId: number.carrierId, priceCents, monthlyRentCents: priceCents },
      now,
    );
    differences.push(
      adopted === 'adopted'
        ? `${number.phoneNumber}: held at the carrier but unknown here; adopted into stock`
        : `${number.phoneNumber}: held at the carrier, and known here as a number from elsewhere; left as it is`,
    );
  }
  differences.push(...missingAtCarrier(known, heldNumbers));
  await deps.supply.recordAudit(
    auditEntry(now, operator, {
      action: 'numbers_reconcile',
      subject: { kind: 'supply', id: 'twilio' },
      details: `Reconciled ${held.length} numbers held at the carrier: ${differences.length} differences`,
      before: null,
      after: { differences },
      reason: 'numbers:reconcile',
    }),
  );
  return { carrierCount: held.length, differences };
}
