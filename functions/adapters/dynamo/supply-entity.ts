// The supply's items (docs/decisions/061, entity version 1): the operator's settings, one provisioning record per
// number ever asked of the carrier, one figures item per UTC day, and the provisioning job's runs (kept a week).

import type { Provisioning, SupplyFigures, SupplyRun, SupplySettings } from '../../domain/supply/ports.js';
import { entityItem } from './entity-item.js';
import { epochSeconds } from './table-definition.js';

export const SUPPLY_SETTINGS_KEY = { pk: 'SUPPLY', sk: 'SETTINGS' };
/** One partition of every provisioning record, by number: asking twice for one number is a failed condition. */
export const PROVISIONING_PK = 'SUPPLY#PROVISIONING';
export const provisioningKey = (phoneNumber: string) => ({ pk: PROVISIONING_PK, sk: phoneNumber });
/** Records still asking are listed on gsi1, oldest first; settling one takes it off. */
export const ASKING_GSI_PK = 'SUPPLY#ASKING';
export const SUPPLY_DAY_PK = 'SUPPLY#DAY';
export const supplyDayKey = (day: string) => ({ pk: SUPPLY_DAY_PK, sk: day });
export const SUPPLY_RUN_PK = 'SUPPLY#RUN';

const RUN_KEPT_MS = 7 * 24 * 3600 * 1000;

export const settingsToItem = (settings: SupplySettings) => entityItem('SupplySettings', SUPPLY_SETTINGS_KEY, settings);

/** A record still asking is on the asking index; a settled one is not. */
export function provisioningToItem(record: Provisioning) {
  const asking =
    record.status === 'asking' ? { gsi1pk: ASKING_GSI_PK, gsi1sk: `${record.askedAt}#${record.phoneNumber}` } : {};
  return entityItem('Provisioning', { ...provisioningKey(record.phoneNumber), ...asking }, record);
}

export function provisioningFromItem(item: Record<string, unknown>): Provisioning {
  return {
    phoneNumber: item.phoneNumber as string,
    status: item.status as Provisioning['status'],
    askedAt: item.askedAt as string,
    day: item.day as string,
    priceCents: item.priceCents as number,
    error: (item.error as string | null | undefined) ?? null,
  };
}

export function figuresFromItem(item: Record<string, unknown> | undefined): SupplyFigures {
  return {
    bought: (item?.bought as number | undefined) ?? 0,
    released: (item?.released as number | undefined) ?? 0,
    spentCents: (item?.spentCents as number | undefined) ?? 0,
  };
}

export function runToItem(run: SupplyRun) {
  return entityItem(
    'SupplyRun',
    { pk: SUPPLY_RUN_PK, sk: run.at },
    { ...run, ttl: epochSeconds(new Date(Date.parse(run.at) + RUN_KEPT_MS)) },
  );
}

export function runFromItem(item: Record<string, unknown>): SupplyRun {
  return {
    at: item.at as string,
    available: item.available as number,
    bought: item.bought as number,
    released: item.released as number,
    capReached: item.capReached as boolean,
    errors: item.errors as string[],
  };
}
