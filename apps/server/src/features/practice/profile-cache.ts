import type { PersonaProfile } from '@buyerlab/buyer';
import { PERSONA_MESSAGES } from '@buyerlab/contract';
import { AppError } from '../../lib/app-error';
import { profileOf } from '../sessions/sessions.service';
import type { transcriptService, TurnSession } from '../sessions/transcript.service';

/**
 * Profiles by session, kept between turns (one is ~9 KB of JSON): a turn reads only the
 * profile's version and reloads it when a document changed it. Bounded, oldest out first.
 */
export function profileCache(messages: Pick<ReturnType<typeof transcriptService>, 'profile'>, size: number) {
  const profiles = new Map<string, { version: number; profile: PersonaProfile }>();
  return async function cachedProfile(session: TurnSession): Promise<PersonaProfile> {
    const cached = profiles.get(session.id);
    if (cached?.version === session.profileVersion) return cached.profile;
    const row = await messages.profile(session.id);
    if (!row) throw new AppError('not_found', PERSONA_MESSAGES.sessionNotFound);
    profiles.delete(session.id);
    if (profiles.size >= size) profiles.delete(profiles.keys().next().value!);
    const profile = profileOf({ id: session.id, profile: row.profile });
    profiles.set(session.id, { version: row.version, profile });
    return profile;
  };
}
