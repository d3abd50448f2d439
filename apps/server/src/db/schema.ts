/**
 * The Drizzle schema, one module per feature, re-exported here for the client.
 * The SQL that creates these tables lives in ./migrations (applied at start-up).
 */
export * from './schema/meta';
export * from './schema/auth';
export * from './schema/catalog';
export * from './schema/demo';
export * from './schema/practice';
export * from './schema/documents';
export * from './schema/reports';
export * from './schema/billing';
export * from './schema/teams';
export * from './schema/admin';
