// A UK number of the stock and its one-way life: available, then allocated to one order or lease, then destroyed.

import type { Owner } from './owner.js';

export type NumberStatus = 'available' | 'allocated' | 'destroyed';

/** What a number is allocated to: the SMS router follows this to the order or the lease. */
export interface Holding {
  kind: 'oneTime' | 'lease';
  owner: Owner;
  id: string;
}

export interface PhoneNumber {
  /** E.164, +44 and ten digits. */
  number: string;
  status: NumberStatus;
  importedAt: string;
  holder: Holding | null;
}
