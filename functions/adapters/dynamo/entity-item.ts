// An entity's item: written as its keys, its entity name and version, then its fields; read back field by field, each
// name checked against the entity's type.

/** The key of an item alone in its partition: `<TYPE>#<id>`, sorted under its type (`USER#u1`, `USER`). */
export const soleItemKey = (type: string, id: string) => ({ pk: `${type}#${id}`, sk: type });

/** The item of one entity (version 1): `keys` (pk/sk and any index keys), its name and version, then `fields`. */
export function entityItem<K extends object, F extends object>(entity: string, keys: K, fields: F): Spread<K, F> {
  return { ...keys, entity, version: 1, ...fields };
}

/** What the spread writes, as one plain object type (which, unlike an intersection of interfaces, is a record). */
type Spread<K, F> = { [P in keyof (K & F)]: (K & F)[P] } & { entity: string; version: number };

/** The fields of `item` that entity `T` stores under its own names. */
export function storedFields<T>(item: Record<string, unknown>) {
  const pick = (names: readonly string[], orNull: boolean) =>
    Object.fromEntries(names.map((name) => [name, orNull ? (item[name] ?? null) : item[name]]));
  return {
    /** The fields as they were written. */
    as: <K extends keyof T & string>(...names: K[]) => pick(names, false) as Pick<T, K>,
    /** The fields, null where an item has none (written without it, or before it existed). */
    orNull: <K extends keyof T & string>(...names: K[]) => pick(names, true) as Pick<T, K>,
  };
}
