import foundation from './0001-foundation';
import catalog from './0004-catalog';

/**
 * Ordered migrations. Each runs once, inside a transaction, and is recorded by id.
 * Append new ones; never edit one that has shipped.
 */
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001-foundation', sql: foundation },
  { id: '0004-catalog', sql: catalog },
];
