// The back office's SIM stock (docs/decisions/022): add a SIM from its QR image, move it STOCK↔EXPIRED, delete one in
// STOCK, and list a page with the counts.

import type { AdminSimStatus, SimStockStats } from '../../../shared/schemas/admin-sim-cards.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import { sortableId } from '../ids.js';
import type { Clock } from '../ports.js';
import type { SimCardRepository, SimClaimConflict, SimPageQuery } from './ports.js';
import type { StockCounts, StockStatsRepository } from '../stock/ports.js';
import { drawQrCode, readActivationCode } from './qr-image.js';
import { newSimCard, type SimCard } from './sim-card.js';

type SimStockDeps = { clock: Clock; simCards: SimCardRepository; stockStats: StockStatsRepository };

const CONFLICTS: Record<SimClaimConflict, { field: string; message: string }> = {
  iccid: { field: 'iccid', message: MESSAGES.simIccidKnown },
  phoneNumber: { field: 'phone_number', message: MESSAGES.simPhoneKnown },
  activationCode: { field: 'qr_code', message: MESSAGES.simActivationKnown },
};

/** Fields already checked against the shared schema; the QR image as uploaded. */
export async function addSimCard(
  deps: Pick<SimStockDeps, 'clock' | 'simCards'>,
  fields: { iccid: string; puk_code: string; phone_number: string },
  qrImage: Buffer | undefined,
): Promise<SimCard> {
  const activationCode = readActivationCode(qrImage);
  const now = deps.clock.now();
  const sim = newSimCard({
    id: sortableId(now),
    iccid: fields.iccid,
    puk: fields.puk_code,
    phoneNumber: fields.phone_number,
    activationCode,
    qrCode: await drawQrCode(activationCode),
    now,
  });
  const result = await deps.simCards.add(sim);
  if (result !== 'added') {
    const { field, message } = CONFLICTS[result];
    throw new AppError('validation', message, { [field]: message });
  }
  return sim;
}

async function existing(simCards: SimCardRepository, id: string): Promise<SimCard> {
  const sim = await simCards.find(id);
  if (!sim) throw new AppError('notFound', MESSAGES.simNotFound);
  return sim;
}

/** STOCK to EXPIRED (mark as expired) or EXPIRED to STOCK (restore); anything else is refused, naming the rule. */
export async function moveSimCard(
  deps: Pick<SimStockDeps, 'simCards'>,
  id: string,
  to: AdminSimStatus,
): Promise<SimCard> {
  const sim = await existing(deps.simCards, id);
  const target = sim.status === 'STOCK' ? 'EXPIRED' : sim.status === 'EXPIRED' ? 'STOCK' : null;
  if (target !== to || !(await deps.simCards.move(sim, target))) {
    throw new AppError('validation', MESSAGES.simMoveRule, { status: MESSAGES.simMoveRule });
  }
  return { ...sim, status: to };
}

/** Removes a SIM in STOCK with its claims, so its ICCID, number and code may be added again. */
export async function deleteSimCard(deps: Pick<SimStockDeps, 'simCards'>, id: string): Promise<void> {
  const sim = await existing(deps.simCards, id);
  if (sim.status !== 'STOCK' || !(await deps.simCards.remove(sim))) {
    throw new AppError('validation', MESSAGES.simDeleteRule, { id: MESSAGES.simDeleteRule });
  }
}

export function simStockStats(counts: StockCounts): SimStockStats {
  return {
    total: counts.stockSims + counts.soldSims + counts.expiredSims,
    stock_count: counts.stockSims,
    sold_count: counts.soldSims,
    expired_count: counts.expiredSims,
    total_revenue: counts.simRevenueCents,
  };
}

const STATUS_COUNT: Record<AdminSimStatus, keyof SimStockStats> = {
  STOCK: 'stock_count',
  SOLD: 'sold_count',
  EXPIRED: 'expired_count',
};

/** One page of the list, its stats, and how many pages the match fills (the counters give it without a search). */
export async function listSimStock(deps: Pick<SimStockDeps, 'simCards' | 'stockStats'>, query: SimPageQuery) {
  const [counts, { sims, matched }] = await Promise.all([deps.stockStats.counts(), deps.simCards.page(query)]);
  const stats = simStockStats(counts);
  const totalCount = matched ?? stats[query.status ? STATUS_COUNT[query.status] : 'total'];
  return { sims, stats, totalCount, totalPages: Math.ceil(totalCount / query.limit) };
}
