// Capacity units of every call one client makes: as DynamoDB Local reports them (ReturnConsumedCapacity: 'TOTAL'),
// and as DynamoDB in AWS bills them. DynamoDB Local reports a TransactWriteItems at 2 units whatever its size, while
// AWS bills 2 write units per item (per KB), so transactions are counted from their items.

import { createTableClient, type TableClient } from '../../functions/adapters/dynamo/document-client.js';

export interface Units {
  reported: number;
  billed: number;
}

export interface MeteredTable {
  table: TableClient;
  /** The units consumed since the last call, and the meter back at zero. */
  take(): Units;
}

type Consumed = { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;

/** A client of its own for the same table, so only what the measured code does is counted. */
export function meteredTable(options: { tableName: string; region: string; endpoint: string }): MeteredTable {
  const table = createTableClient(options);
  let units: Units = { reported: 0, billed: 0 };
  table.doc.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string; TransactItems?: unknown[] };
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: Consumed }).ConsumedCapacity;
      const reported = [consumed ?? []].flat().reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
      // Every item this product writes in a transaction is under 1 KB (an eSIM with its QR image is the exception).
      const billed = input.TransactItems ? 2 * input.TransactItems.length : reported;
      units = { reported: units.reported + reported, billed: units.billed + billed };
      return result;
    },
    { step: 'initialize', name: 'capacityMeter' },
  );
  return {
    table,
    take() {
      const taken = units;
      units = { reported: 0, billed: 0 };
      return taken;
    },
  };
}
