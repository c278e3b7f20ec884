// One value kept in local storage as JSON and checked with its zod schema when read back: what is missing or
// unreadable (another version, a hand edit) reads as null.

import type * as z from 'zod';

export interface StoredValue<T> {
  save(value: T): void;
  read(): T | null;
  clear(): void;
}

export function storedValue<S extends z.ZodType>(key: string, schema: S): StoredValue<z.infer<S>> {
  return {
    save: (value) => localStorage.setItem(key, JSON.stringify(schema.parse(value))),
    read: () => {
      try {
        const parsed = schema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    clear: () => localStorage.removeItem(key),
  };
}
