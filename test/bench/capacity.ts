// Capacity units of every call one client makes, itemised as DynamoDB in AWS bills them (billing.ts), beside what
// DynamoDB Local reports (ReturnConsumedCapacity: 'TOTAL'; it reports a TransactWriteItems at 2 units whatever its
// size and no index writes). Each written item is read before and after on a client of its own, unmetered, so its
// size and its index entries are known.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTableClient, type TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { getCharge, queryCharge, writeCharges, type Charge, type Item } from './billing.js';

export interface Units {
  reported: number;
  billed: number;
  charges: Charge[];
}

export interface MeteredTable {
  table: TableClient;
  /** The units consumed since the last call, and the meter back at zero. */
  take(): Units;
}

type Consumed = { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
type Input = Record<string, any>;
interface Write {
  op: string;
  key: Item;
}

const keyOf = (item: Item): Item => ({ pk: item.pk, sk: item.sk });

/** The items a write request names, in order. */
function writesOf(name: string, input: Input): { writes: Write[]; transactional: boolean } {
  if (name === 'PutCommand') return { writes: [{ op: 'Put', key: keyOf(input.Item) }], transactional: false };
  if (name === 'UpdateCommand') return { writes: [{ op: 'Update', key: input.Key }], transactional: false };
  if (name === 'DeleteCommand') return { writes: [{ op: 'Delete', key: input.Key }], transactional: false };
  if (name === 'TransactWriteCommand') {
    const writes = (input.TransactItems as Input[]).map((entry): Write => {
      const [op, body] = Object.entries(entry)[0] as [string, Input];
      return { op, key: op === 'Put' ? keyOf(body.Item) : body.Key };
    });
    return { writes, transactional: true };
  }
  if (name === 'BatchWriteCommand') {
    const requests = Object.values(input.RequestItems as Record<string, Input[]>).flat();
    const writes = requests.map((request): Write =>
      request.PutRequest
        ? { op: 'Put', key: keyOf(request.PutRequest.Item) }
        : { op: 'Delete', key: request.DeleteRequest.Key },
    );
    return { writes, transactional: false };
  }
  return { writes: [], transactional: false };
}

/** The read charges of a read request, from what it returned. */
function readCharges(name: string, input: Input, output: Input): Charge[] {
  const read = input.ConsistentRead ? 'strong' : 'eventual';
  if (name === 'GetCommand') return [getCharge(input.Key, output.Item, read)];
  if (name === 'QueryCommand') return [queryCharge(output.Items ?? [], Boolean(input.ConsistentRead), input.IndexName)];
  if (name === 'BatchGetCommand') {
    const asked = Object.values(input.RequestItems as Record<string, Input>)[0] as Input;
    const found = (Object.values((output.Responses ?? {}) as Record<string, Item[]>)[0] ?? []) as Item[];
    const byKey = new Map(found.map((item) => [`${item.pk}|${item.sk}`, item]));
    const batchRead = asked.ConsistentRead ? 'strong' : 'eventual';
    return (asked.Keys as Item[]).map((key) => getCharge(key, byKey.get(`${key.pk}|${key.sk}`), batchRead));
  }
  if (name === 'TransactGetCommand') {
    const found = (output.Responses ?? []) as { Item?: Item }[];
    return (input.TransactItems as Input[]).map((entry, i) =>
      getCharge(entry.Get.Key, found[i]?.Item, 'transactional'),
    );
  }
  return [];
}

/** A client of its own for the same table, so only what the measured code does is counted. */
export function meteredTable(options: { tableName: string; region: string; endpoint: string }): MeteredTable {
  const table = createTableClient(options);
  const peek = createTableClient(options);
  const image = async (key: Item) =>
    (await peek.doc.send(new GetCommand({ TableName: options.tableName, Key: key, ConsistentRead: true }))).Item;
  let units: Units = { reported: 0, billed: 0, charges: [] };
  const send = table.doc.send.bind(table.doc) as (command: unknown) => Promise<Input>;
  table.doc.send = (async (command: { input: Input; constructor: { name: string } }) => {
    const name = command.constructor.name;
    command.input.ReturnConsumedCapacity = 'TOTAL';
    const { writes, transactional } = writesOf(name, command.input);
    const before = await Promise.all(writes.map((write) => image(write.key)));
    const charge = (charges: Charge[], reported: number) => {
      units = {
        reported: units.reported + reported,
        billed: units.billed + charges.reduce((sum, entry) => sum + entry.units, 0),
        charges: [...units.charges, ...charges],
      };
    };
    let output: Input;
    try {
      output = await send(command);
    } catch (error) {
      // A refused conditional write is billed as a write of the item; a cancelled transaction, its items' reads.
      charge(
        writes.flatMap((write, i) => writeCharges(`${write.op} refused`, write.key, before[i], before[i], false)),
        0,
      );
      throw error;
    }
    const after = await Promise.all(writes.map((write) => image(write.key)));
    const reported = [(output.ConsumedCapacity as Consumed) ?? []]
      .flat()
      .reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
    charge(
      [
        ...writes.flatMap((write, i) => writeCharges(write.op, write.key, before[i], after[i], transactional)),
        ...readCharges(name, command.input, output),
      ],
      reported,
    );
    return output;
  }) as typeof table.doc.send;
  return {
    table,
    take() {
      const taken = units;
      units = { reported: 0, billed: 0, charges: [] };
      return taken;
    },
  };
}

/** Mean read and write units of one flow. */
export interface FlowUnits {
  reads: number;
  writes: number;
}

/** The mean of several runs of one flow, and its charges itemised by what they were (summed, then averaged). */
export function meanUnits(runs: Units[]): FlowUnits & { billed: number; reported: number; items: Charge[] } {
  const mean = (key: 'billed' | 'reported') => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
  const items = new Map<string, Charge>();
  for (const run of runs) {
    for (const entry of run.charges) {
      const seen = items.get(entry.what) ?? { ...entry, units: 0 };
      items.set(entry.what, { ...seen, units: seen.units + entry.units / runs.length });
    }
  }
  const itemList = [...items.values()];
  const sum = (kind: Charge['kind']) =>
    itemList.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.units, 0);
  return {
    billed: mean('billed'),
    reported: mean('reported'),
    reads: sum('read'),
    writes: sum('write'),
    items: itemList,
  };
}

/** `  total 10.0 units (DynamoDB Local reports 4.0)`, then one line per item. */
export function itemised(label: string, runs: Units[]): string[] {
  const { billed, reported, items } = meanUnits(runs);
  return [
    `  ${label.padEnd(22)} ${billed.toFixed(1).padStart(5)} units   (DynamoDB Local reports ${reported.toFixed(1)})`,
    ...items.map((entry) => `      ${entry.what.padEnd(52)} ${entry.units.toFixed(2).padStart(6)}`),
  ];
}
