// What supply needs from the world (docs/decisions/061), injected by the entry points and by tests.

import type { BusinessMetrics, Clock } from '../ports.js';
import type { StockStatsRepository } from '../stock/ports.js';
import type { Carrier, SupplyRepository } from './ports.js';

export interface SupplyDeps {
  clock: Clock;
  supply: SupplyRepository;
  stockStats: StockStatsRepository;
  /** The carrier, or null where none is configured (no TWILIO_ACCOUNT_SID): nothing is bought or released then. */
  carrier: () => Promise<Carrier | null>;
  /** Whether a carrier account is configured, known without making the carrier (which reads its secret). */
  carrierConfigured: boolean;
  /** Where every number's SMS must be posted: PUBLIC_URL's /webhooks/sms. */
  smsUrl: string;
  /** The job's alarms' figures: a run that met an error, a run stopped by the day's cap. */
  metrics: Pick<BusinessMetrics, 'provisioningFailed' | 'spendCapReached'>;
}

/** A number's first month, charged at purchase, is its purchase price; the same each month after. */
export const DEFAULT_SUPPLY_SETTINGS = { target: 200, dailySpendCapCents: 5000, releaseGraceDays: 7 };

/** The numbers one run asks for at most, and the records it settles and releases at most. */
export const BATCH = 10;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
