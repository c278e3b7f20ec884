// The ports of the catalogue, implemented in adapters/.

import type { Service } from '../../../shared/schemas/services.js';
import type { AuditEntry } from '../audit/audit-entry.js';
import type { SmsMatch } from '../sms/sms-match.js';

/** Which purchases a service may be bought as (docs/decisions/060). */
export interface ServiceOffers {
  oneTime: boolean;
  lease: boolean;
  esim: boolean;
}

/**
 * A catalogue service with the patterns a message must match to complete its one-time order (null: any message),
 * whether it is on sale at all and which purchases it is offered as.
 */
export interface CatalogueEntry {
  service: Service;
  smsMatch: SmsMatch | null;
  onSale: boolean;
  offers: ServiceOffers;
}

/** What an operator may change on a service: its prices, its SMS matching, its sale. */
export type ServiceChanges = Partial<
  Pick<Service, 'price_cents' | 'lease_price_cents'> & Pick<CatalogueEntry, 'smsMatch' | 'onSale' | 'offers'>
>;

export interface ServiceRepository {
  /** Every service, on sale or not, in id order. */
  list(): Promise<CatalogueEntry[]>;
  /** A number every change of the catalogue raises: a cache whose number is still current is still right. */
  version(): Promise<number>;
  /** One service as it is now (a strongly consistent read): what a purchase is priced from. */
  find(id: number): Promise<CatalogueEntry | null>;
  /** Adds a service with its audit entry; false when its id or name is taken. */
  add(entry: CatalogueEntry, audit: AuditEntry): Promise<boolean>;
  /** Changes a service as it was read (`before`) with its audit entry; false when it changed meanwhile. */
  change(before: CatalogueEntry, after: CatalogueEntry, audit: AuditEntry): Promise<boolean>;
}
