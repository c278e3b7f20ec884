// How DynamoDB in AWS bills each request the bench meters (on-demand, docs/decisions/035 "How units are counted"):
// a write 1 unit per KB of the larger of the item's before and after images, twice that inside TransactWriteItems
// (a ConditionCheck as well); each global secondary index the item enters, leaves or changes in (projection ALL) one
// more standard write per KB, two when its index keys move; a strongly consistent read 1 unit per 4 KB, an eventually
// consistent one half of that, a transactional read 2; a Query by the total size of the items it returns, rounded up
// to 4 KB. Item sizes follow DynamoDB's rule: attribute names plus values.

import { TABLE } from '../../functions/adapters/dynamo/table-definition.js';

export interface Charge {
  /** What was done to which item type, e.g. `Update User (transaction)`. */
  what: string;
  units: number;
  /** Read and write units are priced apart. */
  kind: 'read' | 'write';
}

export type Item = Record<string, unknown>;

/** DynamoDB's item size: each attribute's name and value, in bytes. */
export function itemBytes(item: Item): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}

function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace('.', '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.length;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, entry) => sum + 1 + valueBytes(entry), 0);
  if (value instanceof Set) return [...value].reduce((sum: number, entry) => sum + valueBytes(entry), 0);
  return 3 + itemBytes(value as Item) + Object.keys(value as Item).length;
}

const kb = (item: Item | undefined) => Math.max(1, Math.ceil((item ? itemBytes(item) : 0) / 1024));
const readBlocks = (bytes: number) => Math.max(1, Math.ceil(bytes / 4096));
export const entityOf = (item: Item | undefined, key: Item) =>
  (item?.entity as string | undefined) ?? `${String(key.pk).split('#')[0]} (absent)`;

/** The base table's write and each index's, for one item changed from `before` to `after` (undefined: no item). */
export function writeCharges(
  op: string,
  key: Item,
  before: Item | undefined,
  after: Item | undefined,
  transactional: boolean,
): Charge[] {
  const entity = entityOf(after ?? before, key);
  const size = Math.max(kb(before), kb(after));
  const charges: Charge[] = [
    {
      what: `${op} ${entity}${transactional ? ' (transaction)' : ''}`,
      units: size * (transactional ? 2 : 1),
      kind: 'write',
    },
  ];
  if (op === 'ConditionCheck') return charges;
  for (const index of TABLE.globalSecondaryIndexes) {
    const keyOf = (item: Item | undefined) =>
      item && item[index.partitionKey] !== undefined && item[index.sortKey] !== undefined
        ? `${String(item[index.partitionKey])}|${String(item[index.sortKey])}`
        : null;
    const [was, is] = [keyOf(before), keyOf(after)];
    if (was === null && is === null) continue;
    if (was !== null && is !== null && was === is && JSON.stringify(before) === JSON.stringify(after)) continue;
    const writes = (was !== null ? kb(before) : 0) + (is !== null ? kb(after) : 0);
    // Same keys: one update in place; moved keys: a delete and a put.
    const units = was !== null && is !== null && was === is ? kb(after) : writes;
    charges.push({ what: `  ${index.indexName} of ${entity}`, units, kind: 'write' });
  }
  return charges;
}

/** A GetItem, or one item of a BatchGetItem. */
export function getCharge(key: Item, item: Item | undefined, read: 'strong' | 'eventual' | 'transactional'): Charge {
  const factor = read === 'strong' ? 1 : read === 'eventual' ? 0.5 : 2;
  return {
    what: `Get ${entityOf(item, key)} (${read})`,
    units: readBlocks(item ? itemBytes(item) : 0) * factor,
    kind: 'read',
  };
}

/** One Query page: the items it returned, summed, rounded up to 4 KB. */
export function queryCharge(items: Item[], consistent: boolean, index: string | undefined): Charge {
  const entity = items[0] ? entityOf(items[0], items[0]) : 'nothing';
  const bytes = items.reduce((sum, item) => sum + itemBytes(item), 0);
  return {
    what: `Query ${items.length} ${entity}${index ? ` on ${index}` : ''} (${consistent ? 'strong' : 'eventual'})`,
    units: readBlocks(bytes) * (consistent ? 1 : 0.5),
    kind: 'read',
  };
}
