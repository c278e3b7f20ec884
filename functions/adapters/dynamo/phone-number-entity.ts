// The PhoneNumber item and its stock entry (entity version 1), and the transaction items that allocate and destroy it.

import type { Holding, PhoneNumber } from '../../domain/stock/phone-number.js';
import type { TransactItems } from './document-client.js';
import { ownerFromItem } from './owner-key.js';
import { counterUpdate } from './stock-counter-entity.js';
import { entityItem, soleItemKey } from './entity-item.js';

type TransactItem = TransactItems[number];

export const numberKey = (number: string) => soleItemKey('NUMBER', number);
/** One item per number in stock, in one partition: a consistent Query finds what is for sale. */
export const NUMBER_STOCK_PK = 'STOCK#NUMBER';
export const numberStockKey = (number: string) => ({ pk: NUMBER_STOCK_PK, sk: number });
export const numberStockToItem = (number: string) => entityItem('NumberStock', numberStockKey(number), {});
/** Allocated numbers are listed on gsi1 (the SMS supplier simulator shows them); destruction takes them off. */
export const NUMBERS_IN_USE_GSI_PK = 'NUMBER#IN_USE';
/** Destroyed numbers are listed on gsi2, oldest first, until they are released at the carrier (docs/decisions/061). */
export const NUMBERS_DESTROYED_GSI_PK = 'NUMBER#DESTROYED';

export function numberToItem(number: PhoneNumber) {
  return entityItem('PhoneNumber', numberKey(number.number), number);
}

export function numberFromItem(item: Record<string, unknown>): PhoneNumber {
  const holder = item.holder as (Holding & { owner: unknown }) | null | undefined;
  return {
    number: item.number as string,
    status: item.status as PhoneNumber['status'],
    importedAt: item.importedAt as string,
    holder: holder ? { kind: holder.kind, owner: ownerFromItem(holder.owner), id: holder.id } : null,
  };
}

/**
 * Allocation is a conditional write on the number's status (docs/decisions/016 invariant 2): of any number of racing
 * transactions, one finds it available. The first item carries that condition. The stock count's -1 is the caller's:
 * it rides on the sale's counter item (`CountedSale.stock`).
 */
export function allocateNumber(tableName: string, number: string, holder: Holding, now: Date): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: numberKey(number),
        UpdateExpression:
          'SET #status = :allocated, #holder = :holder, allocatedAt = :now, gsi1pk = :inUse, gsi1sk = :inUseSk',
        ConditionExpression: '#status = :available',
        ExpressionAttributeNames: { '#status': 'status', '#holder': 'holder' },
        ExpressionAttributeValues: {
          ':allocated': 'allocated',
          ':available': 'available',
          ':holder': holder,
          ':now': now.toISOString(),
          ':inUse': NUMBERS_IN_USE_GSI_PK,
          ':inUseSk': `${now.toISOString()}#${number}`,
        },
      },
    },
    { Delete: { TableName: tableName, Key: numberStockKey(number) } },
  ];
}

/** A used number is destroyed, never sold again; only its holder can destroy it. */
export function destroyNumber(tableName: string, number: string, holder: Holding, now: Date): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName,
        Key: numberKey(number),
        // It then waits on gsi2 for its release at the carrier (docs/decisions/061).
        UpdateExpression:
          'SET #status = :destroyed, destroyedAt = :now, gsi2pk = :toRelease, gsi2sk = :destroyedSk REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#status = :allocated AND #holder.#id = :holderId',
        ExpressionAttributeNames: { '#status': 'status', '#holder': 'holder', '#id': 'id' },
        ExpressionAttributeValues: {
          ':destroyed': 'destroyed',
          ':toRelease': NUMBERS_DESTROYED_GSI_PK,
          ':destroyedSk': `${now.toISOString()}#${number}`,
          ':allocated': 'allocated',
          ':holderId': holder.id,
          ':now': now.toISOString(),
        },
      },
    },
    counterUpdate(tableName, { destroyedNumbers: 1 }),
  ];
}
