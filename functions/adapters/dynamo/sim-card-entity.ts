// The SimCard item, its ICCID, phone number and activation code claims, its stock entry, and the owner's copy of a
// sold SIM (entity version 1).

import { createHash } from 'node:crypto';
import type { SimCard } from '../../domain/sims/sim-card.js';
import type { Owner } from '../../domain/stock/owner.js';
import { ownerFromItem, ownerPk } from './owner-key.js';
import { entityItem, soleItemKey, storedFields } from './entity-item.js';

export const simKey = (id: string) => soleItemKey('SIM', id);
/** One item per ICCID makes it unique, as the email claim does for users. */
export const iccidKey = (iccid: string) => soleItemKey('ICCID', iccid);
/** The phone number and the activation code are unique among SIMs too (docs/decisions/022). */
export const simPhoneKey = (phoneNumber: string) => soleItemKey('SIMPHONE', phoneNumber);
/** Activation codes may be long: the claim is keyed by their SHA-256. */
export const activationCodeKey = (code: string) => {
  const digest = createHash('sha256').update(code).digest('hex');
  return { pk: `ACTIVATION#${digest}`, sk: 'ACTIVATION' };
};
/** Every SIM, newest first on gsi1: the back office's list (docs/decisions/022). */
export const SIM_LIST_GSI1PK = 'SIMS';
/** SIMs in stock, oldest first (docs/decisions/013 "eSIM": the oldest SIM in STOCK is sold). */
export const SIM_STOCK_PK = 'STOCK#SIM';
export const simStockKey = (sim: Pick<SimCard, 'createdAt' | 'id'>) => ({
  pk: SIM_STOCK_PK,
  sk: `${sim.createdAt}#${sim.id}`,
});
export const OWNED_SIM_SK_PREFIX = 'SIMCARD#';
/** The buyer's copy keeps QR, PUK and ICCID readable in their list with one Query. */
export const ownedSimKey = (owner: Owner, sim: Pick<SimCard, 'soldAt' | 'id'>) => ({
  pk: ownerPk(owner),
  sk: `${OWNED_SIM_SK_PREFIX}${sim.soldAt}#${sim.id}`,
});

export function simToItem(sim: SimCard) {
  return entityItem(
    'SimCard',
    { ...simKey(sim.id), gsi1pk: SIM_LIST_GSI1PK, gsi1sk: `${sim.createdAt}#${sim.id}` },
    sim,
  );
}

export function iccidClaimToItem(sim: Pick<SimCard, 'iccid' | 'id'>) {
  return entityItem('IccidClaim', iccidKey(sim.iccid), { simId: sim.id });
}

export function simPhoneClaimToItem(sim: Pick<SimCard, 'phoneNumber' | 'id'>) {
  return entityItem('SimPhoneClaim', simPhoneKey(sim.phoneNumber), { simId: sim.id });
}

export function activationCodeClaimToItem(sim: Pick<SimCard, 'activationCode' | 'id'>) {
  return entityItem('ActivationCodeClaim', activationCodeKey(sim.activationCode), { simId: sim.id });
}

export function simStockToItem(sim: Pick<SimCard, 'createdAt' | 'id'>) {
  return entityItem('SimStock', simStockKey(sim), { simId: sim.id });
}

export function ownedSimToItem(sim: SimCard & { owner: Owner }) {
  return entityItem('OwnedSimCard', ownedSimKey(sim.owner, sim), sim);
}

export function simFromItem(item: Record<string, unknown>): SimCard {
  const fields = storedFields<SimCard>(item);
  return {
    ...fields.as('id', 'iccid', 'puk', 'phoneNumber', 'activationCode', 'qrCode', 'status', 'priceCents', 'createdAt'),
    owner: item.owner ? ownerFromItem(item.owner) : null,
    soldAt: (item.soldAt as string | null | undefined) ?? null,
  };
}
