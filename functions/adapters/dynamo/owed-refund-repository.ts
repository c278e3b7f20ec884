// Owed amounts in the single table (docs/decisions/063): read by the order's id, claimed with the wallet credit in one
// transaction, listed for operators.

import type { OwedRefundRepository } from '../../domain/refunds/ports.js';
import { conditionFailedOn, transactWrite, type TableClient } from './document-client.js';
import { getItem, updateOf } from './item-commands.js';
import { OWED_REFUNDS_GSI_PK, owedRefundFromItem, owedRefundKey } from './owed-refund-entity.js';
import { queryIndexPage } from './queries.js';
import { ledgerWrite } from './wallet-repository.js';

export function createOwedRefundRepository(table: TableClient): OwedRefundRepository {
  const { doc, tableName } = table;
  return {
    async find(orderId) {
      const item = await getItem(table, owedRefundKey(orderId), 'strong');
      return item ? owedRefundFromItem(item) : null;
    },

    async claim(owed, userId, credit, now) {
      const claimed = updateOf(tableName, owedRefundKey(owed.orderId), {
        UpdateExpression: 'SET #state = :claimed, claimedBy = :user, settledAt = :now',
        ConditionExpression: '#state IN (:owed, :failed)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':claimed': 'claimed',
          ':user': userId,
          ':now': now.toISOString(),
          ':owed': 'owed',
          ':failed': 'failed',
        },
      });
      const ledger = ledgerWrite(tableName, [credit], now);
      try {
        await transactWrite(doc, [claimed, ...ledger.items]);
        return 'claimed';
      } catch (error) {
        if (conditionFailedOn(error, claimed) || ledger.failure(error) === 'duplicate') return 'taken';
        throw error;
      }
    },

    async list(request) {
      const { items, nextCursor } = await queryIndexPage(table, OWED_REFUNDS_GSI_PK, request);
      return { items: items.map(owedRefundFromItem), nextCursor };
    },
  };
}
