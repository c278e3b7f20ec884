// The books' consistency check (docs/decisions/026 "ledger:check"): every wallet equals its ledger, every paid
// payment is fulfilled or held (and held ones counted, never lost: docs/decisions/038), every sold number belongs to exactly one live order or lease,
// every renewal of a lease was paid (docs/decisions/062), and every amount owed to an anonymous buyer is owed,
// credited or paid out, once (docs/decisions/063).

import { topUpBonus } from '../../../shared/top-up.js';
import type { LedgerCheckReader, CheckedRecord } from './ports.js';
import { formatUsd } from '../../../shared/money.js';
import { strandedCents, type Payment } from '../payments/payment.js';
import type { PhoneNumber } from '../stock/phone-number.js';
import { balanceChange } from '../wallet/ledger.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import { owedCreditReference, type OwedRefund } from '../refunds/owed-refund.js';
import type { Payout } from '../refunds/payout.js';
import type { Lease } from '../leases/lease.js';
import { LEASE_DAYS } from '../../../shared/constants.js';

/** Past this many, discrepancies are counted but not kept: a broken table must not exhaust the operator's memory. */
export const KEPT_DISCREPANCIES = 1_000;
/** A mismatch is read again after this pause before it counts: a purchase may have been between the two reads. */
const RECHECK_AFTER_MS = 250;

export interface LedgerCheckReport {
  checked: {
    wallets: number;
    payments: number;
    numbers: number;
    orders: number;
    leases: number;
    renewals: number;
    owed: number;
    payouts: number;
  };
  /** Payments whose money is held for an operator, and how much: accounted for, not lost (docs/decisions/038). */
  held: { payments: number; cents: number };
  /** What anonymous buyers are owed, by where it is: still owed (a failed payout included), credited, paid out. */
  owed: Record<'owed' | 'credited' | 'paying' | 'paid', { count: number; cents: number }>;
  /** How many discrepancies were found (`discrepancies` keeps the first KEPT_DISCREPANCIES). */
  discrepancyCount: number;
  discrepancies: string[];
}

async function walletMismatch(reader: LedgerCheckReader, userId: string): Promise<string | null> {
  const read = async () => {
    const balanceCents = await reader.walletBalance(userId);
    let ledgerCents = 0;
    for await (const entries of reader.ledgerPages(userId)) {
      for (const entry of entries) ledgerCents += balanceChange(entry);
    }
    return { balanceCents, ledgerCents };
  };
  let sums = await read();
  if (sums.balanceCents === sums.ledgerCents) return null;
  await new Promise((resolve) => setTimeout(resolve, RECHECK_AFTER_MS));
  sums = await read();
  if (sums.balanceCents === sums.ledgerCents) return null;
  return `wallet of user ${userId}: balance ${sums.balanceCents} but its ledger sums to ${sums.ledgerCents}`;
}

/** A top-up's credits are found by their ledger references; an order's money by its fulfilment, or a held IPN. */
async function paymentProblem(
  reader: LedgerCheckReader,
  payment: Payment,
  heldPaymentIds: ReadonlySet<string>,
): Promise<string | null> {
  if (payment.purpose === 'top_up') {
    if (payment.creditedCents === 0) return null;
    if (!(await reader.referenceExists(`payment:${payment.id}:credited:${payment.creditedCents}`))) {
      return `top-up ${payment.id}: ${payment.creditedCents} recorded as credited, but no ledger entry brings it there`;
    }
    const bonus = payment.status === 'completed' ? topUpBonus(payment.amountCents) : 0;
    if (bonus > 0 && !(await reader.referenceExists(`payment:${payment.id}:bonus`))) {
      return `top-up ${payment.id}: completed without its bonus of ${bonus}`;
    }
    return null;
  }
  if (heldPaymentIds.has(payment.id) || payment.heldCents > 0) return null;
  const stranded = strandedCents(payment);
  if (stranded > 0) {
    return `order payment ${payment.id}: ${formatUsd(stranded)} arrived, then it was ${payment.status}, and it is not held for an operator`;
  }
  if (payment.status !== 'completed') return null;
  // A renewal's payment is spent by the renewal it paid for, in the same transaction (docs/decisions/062).
  if (payment.purpose === 'lease_renewal') {
    return payment.renewal?.renewedAt ? null : `lease renewal payment ${payment.id}: paid, but it renewed nothing`;
  }
  const order = payment.orderId ? await reader.anonymousOrder(payment.orderId) : null;
  if (!order) return `order payment ${payment.id}: paid, but its anonymous order ${payment.orderId} is gone`;
  if (order.status !== 'paid') return `order payment ${payment.id}: paid, but order ${order.id} is ${order.status}`;
  if (!order.phoneNumber) return `order payment ${payment.id}: paid, but order ${order.id} was never fulfilled`;
  return null;
}

/** The money of a payment an operator holds: what it recorded as held, or what its held notifications stand for. */
function heldMoney(payment: Payment, heldPaymentIds: ReadonlySet<string>): number {
  if (!heldPaymentIds.has(payment.id) && payment.heldCents === 0) return 0;
  return Math.max(payment.heldCents, strandedCents(payment));
}

/** The statuses in which an order or lease still holds its number: a lease in its grace too (docs/decisions/062). */
const LIVE_STATUSES: Record<'oneTime' | 'lease', readonly string[]> = {
  oneTime: ['pending'],
  lease: ['active', 'grace'],
};

/** An allocated number's holder must be live and hold this very number. */
async function numberProblem(reader: LedgerCheckReader, number: PhoneNumber): Promise<string | null> {
  if (number.status !== 'allocated') return null;
  if (!number.holder) return `number ${number.number}: allocated to nobody`;
  const record = await reader.heldRecord(number.holder);
  const what = `${number.holder.kind === 'lease' ? 'lease' : 'order'} ${number.holder.id}`;
  if (!record) return `number ${number.number}: allocated to ${what}, which does not exist`;
  // A one-time order with a code keeps its number until its window closes, for another SMS (docs/decisions/030).
  const live =
    LIVE_STATUSES[number.holder.kind].includes(record.status) || (record.status === 'completed' && record.windowOpen);
  if (!live) return `number ${number.number}: still allocated to ${what}, which is ${record.status}`;
  if (record.phoneNumber !== number.number) {
    return `number ${number.number}: allocated to ${what}, which holds ${record.phoneNumber}`;
  }
  return null;
}

/** A live order or lease must be the holder of its number: with the check above, each number has exactly one. */
async function liveRecordProblem(
  reader: LedgerCheckReader,
  record: { kind: 'oneTime' | 'lease'; id: string; phoneNumber: string },
): Promise<string | null> {
  const number = await reader.phoneNumber(record.phoneNumber);
  const what = `${record.kind === 'lease' ? 'lease' : 'order'} ${record.id}`;
  if (!number) return `${what}: its number ${record.phoneNumber} does not exist`;
  if (number.status !== 'allocated' || number.holder?.id !== record.id) {
    const holder = number.holder ? ` to ${number.holder.id}` : '';
    return `${what}: live, but its number ${record.phoneNumber} is ${number.status}${holder}`;
  }
  return null;
}

const DAY_MS = 86_400_000;

/**
 * A renewed lease (docs/decisions/062): each renewal moved the end 30 days on. A member's was paid by a debit whose
 * reference names the end it moved from, so the end and the debits follow from the start and the count; an anonymous
 * lease's by a crypto payment, which the payments' check finds spent on it.
 */
async function renewalProblem(reader: LedgerCheckReader, lease: Lease): Promise<string | null> {
  if (lease.renewals === 0) return null;
  const firstEnd = Date.parse(lease.startDate) + LEASE_DAYS * DAY_MS;
  if (Date.parse(lease.endDate) !== firstEnd + lease.renewals * LEASE_DAYS * DAY_MS) {
    return `lease ${lease.id}: renewed ${lease.renewals} times, but it ends ${lease.endDate}`;
  }
  if (lease.owner.kind !== 'user') return null;
  for (let renewal = 0; renewal < lease.renewals; renewal += 1) {
    const from = new Date(firstEnd + renewal * LEASE_DAYS * DAY_MS).toISOString();
    if (!(await reader.referenceExists(`lease:${lease.id}:renewal:${from}`))) {
      return `lease ${lease.id}: its renewal from ${from} has no ledger entry`;
    }
  }
  return null;
}

async function leaseProblem(reader: LedgerCheckReader, lease: Lease): Promise<string | null> {
  const live = LIVE_STATUSES.lease.includes(lease.status)
    ? await liveRecordProblem(reader, { kind: 'lease', ...lease })
    : null;
  return live ?? renewalProblem(reader, lease);
}

function problemOf(reader: LedgerCheckReader, record: CheckedRecord, held: ReadonlySet<string>) {
  switch (record.kind) {
    case 'wallet':
      return walletMismatch(reader, record.userId);
    case 'payment':
      return paymentProblem(reader, record.payment, held);
    case 'number':
      return numberProblem(reader, record.number);
    case 'oneTimeOrder':
      return LIVE_STATUSES.oneTime.includes(record.order.status)
        ? liveRecordProblem(reader, { kind: 'oneTime', ...record.order })
        : cancelledOrderProblem(reader, record.order);
    case 'owed':
      return owedProblem(reader, record.owed);
    case 'payout':
      return payoutProblem(reader, record.payout);
    case 'lease':
      return leaseProblem(reader, record.lease);
  }
}

const COUNTED: Record<CheckedRecord['kind'], keyof LedgerCheckReport['checked']> = {
  wallet: 'wallets',
  payment: 'payments',
  number: 'numbers',
  oneTimeOrder: 'orders',
  lease: 'leases',
  owed: 'owed',
  payout: 'payouts',
};

/** Where an owed amount is counted: a failed payout is owed again, a claimed one credited. */
const OWED_BUCKET: Record<OwedRefund['state'], keyof LedgerCheckReport['owed']> = {
  owed: 'owed',
  failed: 'owed',
  claimed: 'credited',
  paying: 'paying',
  paid: 'paid',
};

/**
 * An owed amount is credited exactly when its wallet credit's reference was applied: a claimed one without it was
 * lost, an owed one with it would be paid twice (credited, then taken again).
 */
async function owedProblem(reader: LedgerCheckReader, owed: OwedRefund): Promise<string | null> {
  const credited = await reader.referenceExists(owedCreditReference(owed.orderId));
  if (owed.state === 'claimed' && !credited) {
    return `owed refund of order ${owed.orderId}: claimed, but no wallet credit of ${formatUsd(owed.owedCents)} was made`;
  }
  if (owed.state !== 'claimed' && credited) {
    return `owed refund of order ${owed.orderId}: credited to a wallet, yet ${owed.state}: it could be paid twice`;
  }
  // Being paid out: by a payout of its own that is still in flight (docs/decisions/064).
  const payout = owed.state === 'paying' && owed.payoutId ? await reader.payout(owed.payoutId) : null;
  if (owed.state === 'paying' && (!payout || !IN_FLIGHT.has(payout.state))) {
    return `owed refund of order ${owed.orderId}: being paid out, but by no payout in flight`;
  }
  return null;
}

const IN_FLIGHT: ReadonlySet<Payout['state']> = new Set(['awaiting_approval', 'sending']);

/**
 * A payout sent is the one that paid its owed amount (two sent for one amount paid it twice); one in flight is the
 * one paying it (else it would pay money no longer owed to it); a failed one no longer holds it.
 */
async function payoutProblem(reader: LedgerCheckReader, payout: Payout): Promise<string | null> {
  const owed = await reader.owedRefund(payout.orderId);
  const current = owed?.payoutId === payout.id;
  const where = `payout ${payout.id} of order ${payout.orderId}`;
  if (payout.state === 'sent' && !(current && owed?.state === 'paid')) {
    return `${where}: sent, but the owed amount is ${owed?.state ?? 'missing'} under another payout: paid twice?`;
  }
  if (IN_FLIGHT.has(payout.state) && !(current && owed?.state === 'paying')) {
    return `${where}: ${payout.state}, but the owed amount is ${owed?.state ?? 'missing'}: it could be paid twice`;
  }
  if (payout.state === 'failed' && current && owed?.state === 'paying') {
    return `${where}: failed, but the owed amount is still being paid out by it`;
  }
  return null;
}

/** An anonymous one-time order cancelled without a code owes its buyer its price: the amount must be recorded. */
async function cancelledOrderProblem(reader: LedgerCheckReader, order: OneTimeOrder): Promise<string | null> {
  if (order.owner.kind !== 'anonymous' || order.status !== 'cancelled' || order.refund !== 'support') return null;
  if (await reader.owedRefund(order.owner.orderId)) return null;
  return `anonymous order ${order.owner.orderId}: cancelled without a code, but nothing is recorded as owed to its buyer`;
}

/**
 * Reads every record once, a page at a time, and checks each page's records in parallel: memory holds one page, the
 * held payments' ids and the kept discrepancies, whatever the size of the table.
 */
export async function checkLedger(reader: LedgerCheckReader): Promise<LedgerCheckReport> {
  const report: LedgerCheckReport = {
    checked: { wallets: 0, payments: 0, numbers: 0, orders: 0, leases: 0, renewals: 0, owed: 0, payouts: 0 },
    held: { payments: 0, cents: 0 },
    owed: {
      owed: { count: 0, cents: 0 },
      credited: { count: 0, cents: 0 },
      paying: { count: 0, cents: 0 },
      paid: { count: 0, cents: 0 },
    },
    discrepancyCount: 0,
    discrepancies: [],
  };
  const held = await reader.heldPaymentIds();
  for await (const page of reader.records()) {
    const problems = await Promise.all(page.map((record) => problemOf(reader, record, held)));
    for (const record of page) {
      report.checked[COUNTED[record.kind]] += 1;
      if (record.kind === 'owed') {
        const bucket = report.owed[OWED_BUCKET[record.owed.state]];
        bucket.count += 1;
        bucket.cents += record.owed.owedCents;
      }
      if (record.kind === 'lease') report.checked.renewals += record.lease.renewals;
      const heldCents = record.kind === 'payment' ? heldMoney(record.payment, held) : 0;
      if (heldCents > 0 || (record.kind === 'payment' && held.has(record.payment.id))) {
        report.held.payments += 1;
        report.held.cents += heldCents;
      }
    }
    for (const problem of problems) {
      if (problem === null) continue;
      report.discrepancyCount += 1;
      if (report.discrepancies.length < KEPT_DISCREPANCIES) report.discrepancies.push(problem);
    }
  }
  return report;
}
