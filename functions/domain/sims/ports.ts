// The ports of eSIMs, implemented in adapters/.

import type { Owner } from '../stock/owner.js';
import type { ImportResult, Settlement, SettlementFailure } from '../stock/ports.js';
import type { SimCard } from './sim-card.js';

export interface SimCardRepository {
  /** Adds SIMs in STOCK, skipping any whose ICCID is known. */
  import(sims: SimCard[]): Promise<ImportResult>;
  /** The ids of up to `limit` SIMs in STOCK, oldest first, read consistently. */
  inStock(limit: number, consistency?: 'strong' | 'eventual'): Promise<string[]>;
  /** STOCK to SOLD for this owner, settled in the same transaction, with the owner's copy of its details. */
  sell<S extends Settlement>(
    simId: string,
    owner: Owner,
    settlement: S,
    now: Date,
  ): Promise<SimCard | 'taken' | SettlementFailure<S>>;
  /** The owner's SIMs, newest first. */
  owned(owner: Owner): Promise<SimCard[]>;
  /** Adds one SIM in STOCK with its claims; a known ICCID, phone number or activation code adds nothing. */
  add(sim: SimCard): Promise<'added' | SimClaimConflict>;
  find(id: string): Promise<SimCard | null>;
  /** STOCK to EXPIRED or back, conditional on the SIM still being in `sim.status`; false when it no longer is. */
  move(sim: SimCard, to: 'STOCK' | 'EXPIRED'): Promise<boolean>;
  /** Removes a SIM still in STOCK with its claims; false when it is no longer in STOCK. */
  remove(sim: SimCard): Promise<boolean>;
  /**
   * One page of the SIMs that match, newest first. A search reads every SIM to count its matches (`matched`); without
   * one, `matched` is null and the counters give the total.
   */
  page(query: SimPageQuery): Promise<{ sims: SimCard[]; matched: number | null }>;
}

export type SimClaimConflict = 'iccid' | 'phoneNumber' | 'activationCode';

export interface SimPageQuery {
  page: number;
  limit: number;
  status: SimCard['status'] | null;
  /** Part of an ICCID or PUK; empty for all. */
  search: string;
}
