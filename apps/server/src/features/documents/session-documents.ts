import { DOCUMENT_MESSAGES } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { documentsRepository, type DocumentRow } from './documents.repository';

/** What a session's buyer reads: the summaries of its documents, oldest first, within this size. */
const MAX_SESSION_SUMMARY_CHARS = 6_000;

function combine(rows: DocumentRow[]): string | null {
  const text = rows
    .map((r) => r.summary.trim())
    .filter((s) => s !== '')
    .join('\n\n')
    .slice(0, MAX_SESSION_SUMMARY_CHARS);
  return text === '' ? null : text;
}

/** The documents side of a session, for the sessions feature (which owns the session row). */
export function sessionDocuments(db: Database) {
  const repo = documentsRepository(db);
  return {
    /** The combined summary of documents the user owns; 404 if any id is not theirs. */
    async summaryOf(userId: string, ids: string[]): Promise<string | null> {
      const rows = await repo.listOwned(userId, ids);
      if (rows.length !== ids.length) throw new AppError('not_found', DOCUMENT_MESSAGES.documentNotFound);
      return combine(rows);
    },
    link: (sessionId: string, ids: string[]) => repo.linkToSession(ids, sessionId),
    async summaryForSession(sessionId: string): Promise<string | null> {
      return combine(await repo.listForSession(sessionId));
    },
  };
}
