import type { FastifyPluginAsync } from 'fastify';
import { offlineBuyer } from './buyer-engine';
import { chatRoutes } from './chat.routes';
import type { Synthesize } from './live-connection';
import { liveRoutes } from './live.routes';
import { llmBuyer } from './llm-buyer';
import { practiceService } from './practice.service';
import { isTokenHashLive } from '../auth/auth.service';

/** The live session feature: the buyer engine chosen by LLM_PROVIDER, REST turns and the WebSocket. */
export const practicePlugin: FastifyPluginAsync<{ synthesize: Synthesize | null }> = async (app, { synthesize }) => {
  const model = app.languageModel;
  const engine = model
    ? llmBuyer(model, { timeoutMs: app.config.LLM_TIMEOUT_MS, understanding: app.config.LLM_UNDERSTANDING })
    : offlineBuyer;
  app.log.info({ buyer: engine.name }, 'buyer engine');
  const practice = practiceService({
    db: app.database.db,
    engine,
    sessions: app.sessions,
    readAccess: app.readAccess,
  });
  await app.register(chatRoutes, { practice });
  const isSignInLive = (tokenHash: string) => isTokenHashLive(app.database.db, tokenHash);
  await app.register(liveRoutes, { practice, synthesize, isSignInLive });
};
