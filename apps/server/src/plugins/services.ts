import type { LanguageModel } from 'ai';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageModelFromEnv } from '../features/practice/providers';
import { sessionsService, type ReadAccess, type SessionsService } from '../features/sessions/sessions.service';
import { teamReadAccess } from '../features/teams/team-access';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The model chosen by LLM_PROVIDER, or null for the offline buyer; shared by every feature. */
    languageModel: LanguageModel | null;
    /** The one sessions service: practice, documents and reports reach sessions through it. */
    sessions: SessionsService;
    /** Who besides its owner may read a rep's sessions, reports and transcripts: their team's manager. */
    readAccess: ReadAccess;
  }
}

/**
 * Services more than one feature uses, built once (docs/decisions/0020-server-layers-and-stored-json.md).
 * Features take them from the app instead of building their own.
 */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const model = languageModelFromEnv(app.config);
    // A getter: LanguageModel may be a plain model id, which decorate() would take for a getter/setter pair.
    app.decorate('languageModel', { getter: () => model });
    app.decorate('sessions', sessionsService(app.database.db, { maxMinutes: app.config.SESSION_MAX_MINUTES }));
    app.decorate('readAccess', teamReadAccess(app.database.db));
  },
  { name: 'services', dependencies: ['config', 'db'] },
);
