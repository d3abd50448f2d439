import type { z } from 'zod';

// A JSON column read through a versioned schema (docs/decisions/0020-server-layers-and-stored-json.md):
// the current version is tried first, then each older one, whose rows are migrated up on read.
// A value no version accepts is refused with an error naming the column and the first bad field.

/** A stored JSON value seen through no schema yet: it must be read with `read`. */
declare const stored: unique symbol;
export type Stored<Name extends string> = { readonly [stored]: Name };

export class StoredShapeError extends Error {
  constructor(
    readonly column: string,
    readonly issue: string,
  ) {
    super(`stored ${column} matches no known version (${issue}); add a migration in apps/server/src/db/json/`);
    this.name = 'StoredShapeError';
  }
}

export type OlderVersion<T> = { version: number; schema: z.ZodType; up: (value: never) => T };

export function versionedJson<Name extends string, T>(options: {
  column: Name;
  version: number;
  schema: z.ZodType<T>;
  /** Older shapes, newest first, each with how to bring it up to the current one. */
  older?: OlderVersion<T>[];
}) {
  const { column, schema, older = [] } = options;
  return {
    column,
    version: options.version,
    /** The value as the current version, migrated up from an older one when it is one. */
    read(value: Stored<Name> | null | undefined, where = ''): T {
      const current = schema.safeParse(value);
      // The stored value itself, checked: its keys and their order stay as stored (API responses echo it).
      if (current.success) return value as unknown as T;
      for (const old of older) {
        const parsed = old.schema.safeParse(value);
        if (parsed.success) return old.up(parsed.data as never);
      }
      const [first] = current.error.issues;
      const path = first?.path.join('.') || '(root)';
      throw new StoredShapeError(`${column}${where ? ` of ${where}` : ''}`, `${path}: ${first?.message ?? 'invalid'}`);
    },
    /** The value to write: the current version, unchanged. */
    write(value: T): Stored<Name> {
      return value as unknown as Stored<Name>;
    },
  };
}
