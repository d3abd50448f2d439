import foundation from './0001-foundation';
import auth from './0002-auth';
import demo from './0003-demo';
import catalog from './0004-catalog';
import practice from './0005-practice';
import documents from './0006-documents';
import reports from './0007-reports';
import profileVersion from './0008-profile-version';
import teams from './0009-teams';
import hardening from './0010-hardening';
import billing from './0011-billing';
import assignments from './0012-assignments';
import admin from './0013-admin';

/**
 * Ordered migrations. Each runs once, inside a transaction, and is recorded by id.
 * Append new ones; never edit one that has shipped.
 */
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001-foundation', sql: foundation },
  { id: '0002-auth', sql: auth },
  { id: '0003-demo', sql: demo },
  { id: '0004-catalog', sql: catalog },
  { id: '0005-practice', sql: practice },
  { id: '0006-documents', sql: documents },
  { id: '0007-reports', sql: reports },
  { id: '0008-profile-version', sql: profileVersion },
  { id: '0009-teams', sql: teams },
  { id: '0010-hardening', sql: hardening },
  { id: '0011-billing', sql: billing },
  { id: '0012-assignments', sql: assignments },
  { id: '0013-admin', sql: admin },
];
