// UK eSIMs: import (idempotent by ICCID) and the back office's add, move, delete and list; the stock oldest first; the
// sale as one transaction with its debit.

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SimCard } from '../../domain/sims/sim-card.js';
import type { SimCardRepository, SimPageQuery } from '../../domain/sims/ports.js';
import { batchGet } from './batch-get.js';
import { chunked } from './chunked.js';
import { conditionFailedOn, isConditionFailure, transactWrite, type TableClient } from './document-client.js';
import { transactIfHeldOn } from './item-commands.js';
import { ownerPk } from './owner-key.js';
import { queryHead, queryPrefix } from './queries.js';
import {
  OWNED_SIM_SK_PREFIX,
  SIM_LIST_GSI1PK,
  SIM_STOCK_PK,
  activationCodeClaimToItem,
  activationCodeKey,
  iccidClaimToItem,
  iccidKey,
  ownedSimToItem,
  simFromItem,
  simKey,
  simPhoneClaimToItem,
  simPhoneKey,
  simStockKey,
  simStockToItem,
  simToItem,
} from './sim-card-entity.js';
import { counterUpdate } from './stock-counter-entity.js';
import { settlementWrite } from './settlement.js';

type Item = Record<string, unknown>;

/** The list's filter: a status and part of an ICCID or PUK. */
function listFilter(query: SimPageQuery) {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  if (query.status) {
    clauses.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = query.status;
  }
  if (query.search) {
    clauses.push('(contains(iccid, :search) OR contains(puk, :search))');
    values[':search'] = query.search;
  }
  if (clauses.length === 0) return { ExpressionAttributeValues: values };
  return {
    FilterExpression: clauses.join(' AND '),
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: values,
  };
}

/** Five items a SIM (its three claims, the SIM, its stock entry), and the counter: within a transaction's 100. */
const SIMS_PER_TRANSACTION = 19;

export function createSimCardRepository(table: TableClient): SimCardRepository {
  const { doc, tableName } = table;

  /** The claims and the stock entry that make a new SIM, each claim conditional on its value being new. */
  const additions = (sim: SimCard) => {
    const claim = (item: Item) => ({
      Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
    });
    const claims = {
      iccid: claim(iccidClaimToItem(sim)),
      phoneNumber: claim(simPhoneClaimToItem(sim)),
      activationCode: claim(activationCodeClaimToItem(sim)),
    };
    const items = [
      ...Object.values(claims),
      claim(simToItem(sim)),
      { Put: { TableName: tableName, Item: simStockToItem(sim) } },
    ];
    return { claims, items };
  };

  /**
   * Adds the SIMs with their claims, stock entries and the counter in one transaction; when one of them is claimed
   * already, the transaction changes nothing and they are added one by one, each only if none of its claims is taken.
   */
  async function addAll(sims: SimCard[]): Promise<number> {
    try {
      await transactWrite(doc, [
        ...sims.flatMap((sim) => additions(sim).items),
        counterUpdate(tableName, { stockSims: sims.length }),
      ]);
      return sims.length;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (sims.length === 1) return 0;
      let added = 0;
      for (const sim of sims) added += await addAll([sim]);
      return added;
    }
  }

  return {
    async import(sims) {
      const claimed = new Set(
        (
          await batchGet(
            table,
            sims.map((sim) => iccidKey(sim.iccid)),
          )
        ).map((item) => item.pk),
      );
      let added = 0;
      for (const chunk of chunked(
        sims.filter((sim) => !claimed.has(iccidKey(sim.iccid).pk)),
        SIMS_PER_TRANSACTION,
      )) {
        added += await addAll(chunk);
      }
      return { added, skipped: sims.length - added };
    },

    async inStock(limit, consistency = 'eventual') {
      return (await queryHead(table, SIM_STOCK_PK, limit, consistency)).map((item) => item.simId as string);
    },

    async sell(simId, owner, settlement, now) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: simKey(simId), ConsistentRead: true }),
      );
      const stored = Item ? simFromItem(Item) : null;
      if (!stored || stored.status !== 'STOCK') return 'taken';
      const sold = { ...stored, status: 'SOLD' as const, owner, soldAt: now.toISOString() };
      const settle = settlementWrite(tableName, settlement, { kind: 'esim', phoneNumber: stored.phoneNumber }, now);
      const sale = {
        Update: {
          TableName: tableName,
          Key: simKey(simId),
          UpdateExpression: 'SET #status = :sold, #owner = :owner, soldAt = :now',
          ConditionExpression: '#status = :stock',
          ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner' },
          ExpressionAttributeValues: { ':sold': 'SOLD', ':stock': 'STOCK', ':owner': owner, ':now': sold.soldAt },
        },
      };
      try {
        await transactWrite(doc, [
          ...settle.items,
          sale,
          { Delete: { TableName: tableName, Key: simStockKey(stored) } },
          counterUpdate(tableName, { stockSims: -1, soldSims: 1, simRevenueCents: stored.priceCents }),
          {
            Put: { TableName: tableName, Item: ownedSimToItem(sold), ConditionExpression: 'attribute_not_exists(pk)' },
          },
        ]);
        return sold;
      } catch (error) {
        if (conditionFailedOn(error, sale)) return 'taken';
        const failure = settle.failure(error);
        if (failure) return failure;
        throw error;
      }
    },

    async owned(owner) {
      return (await queryPrefix(table, ownerPk(owner), OWNED_SIM_SK_PREFIX, 'newestFirst')).map(simFromItem);
    },

    async add(sim) {
      const { claims, items } = additions(sim);
      try {
        await transactWrite(doc, [...items, counterUpdate(tableName, { stockSims: 1 })]);
        return 'added';
      } catch (error) {
        const conflict = (Object.keys(claims) as (keyof typeof claims)[]).find((name) =>
          conditionFailedOn(error, claims[name]),
        );
        if (conflict) return conflict;
        throw error;
      }
    },

    async find(id) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: simKey(id), ConsistentRead: true }));
      return Item ? simFromItem(Item) : null;
    },

    async move(sim, to) {
      const change = {
        Update: {
          TableName: tableName,
          Key: simKey(sim.id),
          UpdateExpression: 'SET #status = :to',
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':to': to, ':from': sim.status },
        },
      };
      const toStock = to === 'STOCK';
      const stockEntry = toStock
        ? { Put: { TableName: tableName, Item: simStockToItem(sim) } }
        : { Delete: { TableName: tableName, Key: simStockKey(sim) } };
      return transactIfHeldOn(
        table,
        [change, stockEntry, counterUpdate(tableName, { stockSims: toStock ? 1 : -1, expiredSims: toStock ? -1 : 1 })],
        [change],
      );
    },

    async remove(sim) {
      const removal = {
        Delete: {
          TableName: tableName,
          Key: simKey(sim.id),
          ConditionExpression: '#status = :stock',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':stock': 'STOCK' },
        },
      };
      return transactIfHeldOn(
        table,
        [
          removal,
          { Delete: { TableName: tableName, Key: simStockKey(sim) } },
          { Delete: { TableName: tableName, Key: iccidKey(sim.iccid) } },
          { Delete: { TableName: tableName, Key: simPhoneKey(sim.phoneNumber) } },
          { Delete: { TableName: tableName, Key: activationCodeKey(sim.activationCode) } },
          counterUpdate(tableName, { stockSims: -1 }),
        ],
        [removal],
      );
    },

    async page(query) {
      const wanted = query.page * query.limit;
      const countAll = query.search !== '';
      const matches: Item[] = [];
      let startKey: Item | undefined;
      const filter = listFilter(query);
      do {
        const result = await doc.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ...filter,
            ExpressionAttributeValues: { ':pk': SIM_LIST_GSI1PK, ...filter.ExpressionAttributeValues },
            ScanIndexForward: false,
            ExclusiveStartKey: startKey,
          }),
        );
        matches.push(...(result.Items ?? []));
        startKey = result.LastEvaluatedKey;
      } while (startKey && (countAll || matches.length < wanted));
      return {
        sims: matches.slice(wanted - query.limit, wanted).map(simFromItem),
        matched: countAll ? matches.length : null,
      };
    },
  };
}
