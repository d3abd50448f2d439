import { randomUUID } from 'node:crypto';
import { deriveProfile, initialState, type ModeKey, type PersonaProfile } from '@buyerlab/buyer';
import { rubricFor } from '@buyerlab/coach';
import { PERSONA_MESSAGES, type SessionResponse } from '@buyerlab/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { catalogRepository } from '../catalog/catalog.repository';
import { toMode } from '../catalog/catalog.service';
import { briefingFor } from '../personas/briefing';
import { personasService } from '../personas/personas.service';
import { sessionsRepository, type SessionRow } from './sessions.repository';

export type SessionsConfig = { maxMinutes: number };

export function endsAt(row: Pick<SessionRow, 'startedAt' | 'maxMinutes'>): Date | null {
  return row.startedAt ? new Date(row.startedAt.getTime() + row.maxMinutes * 60_000) : null;
}

export function sessionsService(db: Database, config: SessionsConfig) {
  const repo = sessionsRepository(db);
  const catalog = catalogRepository(db);
  const personas = personasService(db);

  return {
    repo,
    async create(userId: string, input: { mode_id: number; persona_id: string; type?: 'audio' | 'video' | undefined }) {
      const persona = await personas.findOwned(userId, input.persona_id);
      if (!persona) throw new AppError('not_found', PERSONA_MESSAGES.personaNotFound);
      const mode = await catalog.modeById(input.mode_id);
      if (!mode) throw new AppError('validation_failed', PERSONA_MESSAGES.unknownOption('interaction mode'));
      const modeKey = mode.key as ModeKey;
      const stored = persona.profile as PersonaProfile;
      // The session keeps its own snapshot: the same buyer, seen through this session's mode.
      const profile = stored.input.mode === modeKey ? stored : deriveProfile({ ...stored.input, mode: modeKey });
      const sessionId = randomUUID();
      const row = await repo.insert({
        id: sessionId,
        userId,
        personaId: persona.id,
        modeId: mode.id,
        modeKey,
        type: input.type ?? null,
        profile,
        buyerState: initialState(profile, modeKey, sessionId),
        maxMinutes: config.maxMinutes,
      });
      return { session_id: row.id };
    },
    async getOwned(userId: string, sessionId: string): Promise<SessionRow> {
      const row = await repo.findOwned(sessionId, userId);
      if (!row) throw new AppError('not_found', PERSONA_MESSAGES.sessionNotFound);
      return row;
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
        briefing: briefingFor(row.profile as PersonaProfile, { key: row.modeKey, name: mode.name, goal: mode.goal }),
        rubric: rubricFor(row.modeKey).map((r) => ({ key: r.key, label: r.label, weight: r.weight, lookFor: r.lookFor })),
        max_minutes: row.maxMinutes,
        created_at: row.createdAt.toISOString(),
        started_at: row.startedAt?.toISOString() ?? null,
        ends_at: ends?.toISOString() ?? null,
        ended_at: row.endedAt?.toISOString() ?? null,
        message_count: await repo.messageCount(row.id),
      };
    },
  };
}
