// The ports of supply (docs/decisions/061): the carrier that sells and takes back numbers, and the table's records of
// what was asked of it, implemented in adapters/.

import type { AuditEntry } from '../audit/audit-entry.js';

/** A number the carrier offers for sale. */
export interface OfferedNumber {
  phoneNumber: string;
}

/** A number the account holds at the carrier. */
export interface CarrierNumber {
  /** The carrier's id of the number (Twilio's `PN…` sid). */
  carrierId: string;
  phoneNumber: string;
  /** Where the carrier posts the number's SMS; null when none is set. */
  smsUrl: string | null;
}

/** Why the carrier refused: an answer it gave (it did nothing), or none we can trust (it may have done it). */
export class CarrierError extends Error {
  constructor(
    message: string,
    /** 'refused': the carrier answered that it did not do it; 'unknown': a timeout, a 5xx, a 429, an unreadable answer. */
    readonly outcome: 'refused' | 'unknown',
    /** The carrier's own error code when it gave one (21422: the number is no longer available). */
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

/** The carrier (Twilio): each call either answers what it did or throws CarrierError. */
export interface Carrier {
  /** Up to `limit` UK mobile numbers with SMS for sale now. */
  search(limit: number): Promise<OfferedNumber[]>;
  /** Buys the number with its SMS posted to `smsUrl`. */
  buy(phoneNumber: string, smsUrl: string): Promise<CarrierNumber>;
  /** Points an owned number's SMS at `smsUrl`. */
  setSmsUrl(carrierId: string, smsUrl: string): Promise<CarrierNumber>;
  /** Every number the account holds. */
  list(): Promise<CarrierNumber[]>;
  /** The account's number with this E.164 form, or null. */
  find(phoneNumber: string): Promise<CarrierNumber | null>;
  /** Gives the number back: it leaves the monthly bill. A number already gone counts as released. */
  release(carrierId: string): Promise<void>;
  /** What a UK mobile number costs a month, in cents (charged at purchase for the first month). */
  monthlyPriceCents(): Promise<number>;
}

/** What the operator sets (GET/PUT /admin/supply.php). */
export interface SupplySettings {
  /** Numbers for sale the provisioning keeps at least. */
  target: number;
  /** The most the numbers bought in one UTC day may cost, in cents. */
  dailySpendCapCents: number;
  /** Days a destroyed number is kept before it is released at the carrier. */
  releaseGraceDays: number;
}

/** A purchase written before the carrier is asked: its key is the number, so one number is never asked for twice. */
export interface Provisioning {
  phoneNumber: string;
  /** 'asking': written, the carrier's answer not known yet; 'bought': in stock; 'failed': the carrier did not sell it. */
  status: 'asking' | 'bought' | 'failed';
  askedAt: string;
  /** The UTC day whose spending it counts against (YYYY-MM-DD). */
  day: string;
  priceCents: number;
  error: string | null;
}

/** A number the carrier confirmed, on its way into stock. */
export interface BoughtNumber {
  phoneNumber: string;
  carrierId: string;
  priceCents: number;
  monthlyRentCents: number;
}

/** One UTC day's or month's figures. */
export interface SupplyFigures {
  bought: number;
  released: number;
  spentCents: number;
}

/** One run of the provisioning job, as the Supply view lists it. */
export interface SupplyRun {
  at: string;
  available: number;
  bought: number;
  released: number;
  capReached: boolean;
  errors: string[];
}

/** A destroyed number waiting for its release. */
export interface ReleaseCandidate {
  phoneNumber: string;
  /** null: a number from elsewhere (`numbers:import`), which has nothing to release at the carrier. */
  carrierId: string | null;
  destroyedAt: string;
}

export interface SupplyRepository {
  settings(): Promise<SupplySettings>;
  /** The new settings with the operator's trail entry, in one transaction. */
  changeSettings(settings: SupplySettings, audit: AuditEntry): Promise<void>;
  /**
   * Writes the provisioning record and counts its price against the day's cap, in one transaction: 'capReached' when
   * the price would take the day over `capCents`, 'known' when the number was asked for before; neither writes.
   */
  startProvisioning(record: Provisioning, capCents: number): Promise<'started' | 'capReached' | 'known'>;
  /** The records still 'asking' (a timeout, a crash), oldest first. */
  unsettled(limit: number): Promise<Provisioning[]>;
  /** The record, the number item (available, its carrier and price), its stock entry and the counts, at once. */
  enterStock(record: Provisioning, bought: BoughtNumber, now: Date): Promise<void>;
  /** The carrier did not sell it: the record 'failed' and its price given back to the day. */
  failProvisioning(record: Provisioning, error: string): Promise<void>;
  /** A number the carrier holds that the table has no record of, entered into stock (reconcile). */
  adopt(bought: BoughtNumber, now: Date): Promise<'adopted' | 'known'>;
  /** Destroyed numbers whose destruction is older than `before`, oldest first. */
  releasable(before: Date, limit: number): Promise<ReleaseCandidate[]>;
  /** Marks a destroyed number released (only if it is still destroyed), counted on the day; false when it was not. */
  markReleased(candidate: ReleaseCandidate, now: Date): Promise<boolean>;
  /** Takes a number from elsewhere off the release list: there is nothing to release. */
  keep(candidate: ReleaseCandidate): Promise<void>;
  figures(day: string): Promise<SupplyFigures>;
  monthFigures(month: string): Promise<SupplyFigures>;
  recordRun(run: SupplyRun): Promise<void>;
  lastRuns(limit: number): Promise<SupplyRun[]>;
  /** An operator's trail entry for an action that changes no one record (a reconcile). */
  recordAudit(audit: AuditEntry): Promise<void>;
  /** Every number of the table that came from this carrier and was not released, with its status. */
  carrierNumbers(): Promise<{ phoneNumber: string; carrierId: string; status: string }[]>;
}
