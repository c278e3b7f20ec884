// The ActivationId item (entity version 1): one per numeric id ever given to a member's order or lease, so an id is
// unique and never reused; it names the record it was given to (docs/decisions/030 "Numeric ids").

import type { TableKey } from './due-entity.js';
import { soleItemKey } from './entity-item.js';

export const activationIdKey = (id: string) => soleItemKey('ACTIVATION', id);

/** The conditional put that claims `id` inside the purchase's own transaction. */
export function activationIdClaim(tableName: string, id: string, target: TableKey) {
  return {
    Put: {
      TableName: tableName,
      Item: { ...activationIdKey(id), entity: 'ActivationId', version: 1, target },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
