import { randomUUID } from 'node:crypto';
import { deriveProfile, initialState, type BuyerState, type ModeKey, type PersonaProfile } from '@buyerlab/buyer';
import { rubricFor } from '@buyerlab/coach';
import { PERSONA_MESSAGES, SESSION_MESSAGES, type SessionResponse, type SessionType } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { storedBuyerState, storedProfile } from '../../db/json/buyer-json';
import { AppError } from '../../lib/app-error';
import { subscriptionsService } from '../billing/subscriptions.service';
import { assignmentForSession } from '../teams/assignments.service';
import { catalogService, toMode } from '../catalog/catalog.service';
import { sessionDocuments } from '../documents/session-documents';
import { briefingFor } from '../personas/briefing';
import { personasService } from '../personas/personas.service';
import { sessionsRepository, type SessionRow } from './sessions.repository';

export type SessionsConfig = { maxMinutes: number };

export function endsAt(row: Pick<SessionRow, 'startedAt' | 'maxMinutes'>): Date | null {
  return row.startedAt ? new Date(row.startedAt.getTime() + row.maxMinutes * 60_000) : null;
}

/** Past its maximum duration: no more turns are taken. */
export function isPastTimeLimit(row: Pick<SessionRow, 'startedAt' | 'maxMinutes'>, now: Date): boolean {
  const ends = endsAt(row);
  return ends !== null && now > ends;
}

/** Ended by the rep or out of time: nothing more will be said in it, so it can be judged. */
export function isSessionOver(row: Pick<SessionRow, 'status' | 'startedAt' | 'maxMinutes'>, now: Date): boolean {
  return row.status === 'completed' || isPastTimeLimit(row, now);
}

/** The profile with the facts of the session's document (the offline buyer's reading of it). */
function withDocument(profile: PersonaProfile, documentSummary: string | null): PersonaProfile {
  return {
    ...profile,
    document: documentSummary ? deriveProfile({ ...profile.input, documentSummary }).document : null,
  };
}

/** The session's snapshot of its buyer, read through its versioned schema. */
export function profileOf(row: Pick<SessionRow, 'id' | 'profile'>): PersonaProfile {
  return storedProfile.read(row.profile, `session ${row.id}`);
}

/** Where the buyer is in the session; null before its opening line in sessions stored without one. */
export function buyerStateOf(row: Pick<SessionRow, 'id' | 'buyerState'>): BuyerState | null {
  return row.buyerState === null ? null : storedBuyerState.read(row.buyerState, `session ${row.id}`);
}

/** Whether `viewerId` may read what `ownerId` practised (a manager of the owner's team may). */
export type ReadAccess = (viewerId: string, ownerId: string) => Promise<boolean>;
export const ownerOnly: ReadAccess = async () => false;

export function sessionsService(db: Database, config: SessionsConfig) {
  const repo = sessionsRepository(db);
  const catalog = catalogService(db).rows;
  const personas = personasService(db);
  const documents = sessionDocuments(db);
  const billing = subscriptionsService(db);

  return {
    repo,
    async create(
      userId: string,
      input: {
        mode_id: number;
        persona_id: string;
        type?: 'audio' | 'video' | undefined;
        document_ids?: string[] | undefined;
        assignment_id?: string | undefined;
      },
    ) {
      const persona = await personas.findOwned(userId, input.persona_id);
      if (!persona) throw new AppError('not_found', PERSONA_MESSAGES.personaNotFound);
      const mode = await catalog.modeById(input.mode_id);
      if (!mode) throw new AppError('validation_failed', PERSONA_MESSAGES.unknownOption('interaction mode'));
      const modeKey = mode.key as ModeKey;
      const assignmentId = input.assignment_id
        ? await assignmentForSession(db, userId, input.assignment_id, mode.id)
        : null;
      const stored = storedProfile.read(persona.profile, `persona ${persona.id}`);
      // The session keeps its own snapshot: the same buyer, seen through this session's mode.
      const documentIds = [...new Set(input.document_ids ?? [])];
      const documentSummary = documentIds.length > 0 ? await documents.summaryOf(userId, documentIds) : null;
      const profile = withDocument(
        stored.input.mode === modeKey ? stored : deriveProfile({ ...stored.input, mode: modeKey }),
        documentSummary,
      );
      const sessionId = randomUUID();
      // The plan's gate comes last, so a request refused for another reason costs no session.
      const taken = await billing.takeSession(userId);
      const row = await repo
        .insert({
          id: sessionId,
          userId,
          personaId: persona.id,
          modeId: mode.id,
          modeKey,
          type: input.type ?? null,
          profile: storedProfile.write(profile),
          buyerState: storedBuyerState.write(initialState(profile, modeKey, sessionId)),
          maxMinutes: config.maxMinutes,
          documentSummary,
          assignmentId,
        })
        .catch(async (error: unknown) => {
          await taken.giveBack();
          throw error;
        });
      if (documentIds.length > 0) await documents.link(row.id, documentIds);
      return { session_id: row.id };
    },
    async getOwned(userId: string, sessionId: string): Promise<SessionRow> {
      const row = await repo.findOwned(sessionId, userId);
      if (!row) throw new AppError('not_found', PERSONA_MESSAGES.sessionNotFound);
      return row;
    },
    /** Throws "not found" unless the session is the user's own; reads only its id. */
    async assertOwned(userId: string, sessionId: string): Promise<void> {
      if (!(await repo.isOwned(sessionId, userId))) throw new AppError('not_found', PERSONA_MESSAGES.sessionNotFound);
    },
    /** Ends the session (docs/product.md#session-flow): it takes no more turns. */
    async complete(row: SessionRow, at: Date): Promise<void> {
      if (row.status !== 'completed') await repo.complete(row.id, at);
    },
    /** A session its owner, or someone `mayRead` lets read the owner's work (their manager), may see. */
    async getReadable(viewerId: string, sessionId: string, mayRead: ReadAccess): Promise<SessionRow> {
      const row = await repo.findById(sessionId);
      if (!row || (row.userId !== viewerId && !(await mayRead(viewerId, row.userId))))
        throw new AppError('not_found', PERSONA_MESSAGES.sessionNotFound);
      return row;
    },
    /**
     * The type chosen in the mode chooser, after the session was created (docs/product.md#session-flow). Once the
     * session has started as one type it stays that type: its opening was spoken (or not) for it.
     */
    async setType(userId: string, sessionId: string, type: SessionType): Promise<SessionRow> {
      const row = await this.getOwned(userId, sessionId);
      if (row.type === type) return row;
      if (row.status === 'completed') throw new AppError('conflict', SESSION_MESSAGES.completed);
      if (row.startedAt && row.type !== null) throw new AppError('conflict', SESSION_MESSAGES.typeFixed(row.type));
      return repo.updateType(row.id, type);
    },
    /** A document uploaded during the session: the buyer reads every document linked to it. */
    async refreshDocuments(userId: string, sessionId: string): Promise<void> {
      const row = await this.getOwned(userId, sessionId);
      const summary = await documents.summaryForSession(sessionId);
      await repo.updateDocument(row.id, summary, withDocument(profileOf(row), summary));
    },
    async describe(row: SessionRow): Promise<SessionResponse> {
      const mode = await catalog.modeById(row.modeId);
      if (!mode) throw new Error(`session ${row.id} has no mode`);
      const ends = endsAt(row);
      return {
        session_id: row.id,
        persona_id: row.personaId,
        status: row.status,
        type: row.type,
        mode: toMode(mode),
        briefing: briefingFor(profileOf(row), { key: row.modeKey, name: mode.name, goal: mode.goal }),
        rubric: rubricFor(row.modeKey).map((r) => ({
          key: r.key,
          label: r.label,
          weight: r.weight,
          lookFor: r.lookFor,
        })),
        max_minutes: row.maxMinutes,
        created_at: row.createdAt.toISOString(),
        started_at: row.startedAt?.toISOString() ?? null,
        ends_at: ends?.toISOString() ?? null,
        ended_at: row.endedAt?.toISOString() ?? null,
        message_count: row.messageCount,
      };
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
