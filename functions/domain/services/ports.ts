// The ports of the catalogue, implemented in adapters/.

import type { Service } from '../../../shared/schemas/services.js';
import type { SmsMatch } from '../sms/sms-match.js';

/** A catalogue service with the patterns a message must match to complete its one-time order (null: any message). */
export interface CatalogueEntry {
  service: Service;
  smsMatch: SmsMatch | null;
}

export interface ServiceRepository {
  list(): Promise<CatalogueEntry[]>;
}
