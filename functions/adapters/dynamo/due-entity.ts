// The Due item (entity version 1): a timer, one per thing that falls due, in its job's partition in time order
// (a lease has two: its expiry reminder and its end; then, in its grace, the grace's end).

import { entityItem } from './entity-item.js';

export type DueJob =
  | 'orderExpiry'
  | 'leaseExpiry'
  | 'codeRemoval'
  | 'apiKeyRenewal'
  | 'apiKeyReminder'
  | 'leaseReminder'
  /** The end of a lease's grace, when its number is destroyed (docs/decisions/062). */
  | 'leaseGrace'
  | 'webhookDelivery';

export interface TableKey {
  pk: string;
  sk: string;
}

export interface DueEntry {
  key: TableKey;
  dueAt: string;
  target: TableKey;
  /** For code removal: the attributes of the target to remove. */
  fields: string[];
}

export const duePk = (job: DueJob) => `DUE#${job}`;
/** ISO-8601 UTC times sort as text, so the sort key starts with the time. */
export const dueKey = (job: DueJob, dueAt: string, target: TableKey): TableKey => ({
  pk: duePk(job),
  sk: `${dueAt}#${target.pk}#${target.sk}`,
});

/**
 * The timer of an order's or a lease's own end, keyed by the record's id rather than its owner: put on
 * `attribute_not_exists(pk)` in the purchase's transaction, it is what keeps a numeric id unique across the table
 * (one id is one millisecond, so one `dueAt`; docs/decisions/047).
 */
export const recordDueKey = (job: DueJob, dueAt: string, id: string): TableKey => ({
  pk: duePk(job),
  sk: `${dueAt}#${id}`,
});

export function dueToItem(
  job: DueJob,
  dueAt: string,
  target: TableKey,
  fields: string[],
  key: TableKey = dueKey(job, dueAt, target),
) {
  return entityItem('Due', key, { dueAt, targetPk: target.pk, targetSk: target.sk, fields });
}

export function dueFromItem(item: Record<string, unknown>): DueEntry {
  return {
    key: { pk: item.pk as string, sk: item.sk as string },
    dueAt: item.dueAt as string,
    target: { pk: item.targetPk as string, sk: item.targetSk as string },
    fields: (item.fields as string[] | undefined) ?? [],
  };
}
