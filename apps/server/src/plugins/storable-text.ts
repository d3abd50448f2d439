import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GENERIC_MESSAGES } from '@buyerlab/contract';
import { AppError } from '../lib/app-error';
import { unstorableTextAt } from '../lib/storable-text';

const PARTS = [
  ['body', ''],
  ['query', ' (querystring)'],
  ['params', ' (params)'],
] as const;

/**
 * Every validated body, query and path parameter holds only text the database can store: a NUL or
 * an unpaired surrogate is a 422 naming the field, where it would otherwise fail the query that
 * stores or looks it up with a 500. Runs after validation, so dropped unknown fields do not count.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    for (const [part, where] of PARTS) {
      const at = unstorableTextAt(request[part]);
      if (at !== null)
        throw new AppError('validation_failed', `${at ? `${at}: ` : ''}${GENERIC_MESSAGES.unstorableText}${where}`);
    }
  });
});
