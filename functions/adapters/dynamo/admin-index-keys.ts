// The index entries by which the back office lists every one-time order and lease newest first (gsi1) and finds one
// by its id (gsi2), each a Query of one partition (docs/decisions/021).

export type AdminList = 'ORDERS' | 'LEASES';

/** gsi2's partition for a record id: one order or lease. */
export const recordIdGsiPk = (id: string) => `RECORD#${id}`;

export function adminIndexEntries(list: AdminList, record: { id: string; createdAt: string }) {
  return {
    gsi1pk: list,
    gsi1sk: `${record.createdAt}#${record.id}`,
    gsi2pk: recordIdGsiPk(record.id),
    gsi2sk: list,
  };
}
