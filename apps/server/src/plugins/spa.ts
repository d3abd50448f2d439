import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GENERIC_MESSAGES, isAppPath } from '@buyerlab/contract';

export type SpaOptions = { distDir: string | null };

/**
 * Serves the built web app. Known client routes get the app shell with 200; any other path gets
 * the same shell with 404 (the app shows its not-found page). `/api/*` never falls back to HTML.
 */
export const spaPlugin = fp<SpaOptions>(async (app: FastifyInstance, opts) => {
  const indexPath = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
  const hasBuild = indexPath !== null && fs.existsSync(indexPath);

  if (hasBuild && opts.distDir) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies; browsers that accept one get it.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the shell must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // @fastify/static with wildcard:false registers each file found at start-up.
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ detail: GENERIC_MESSAGES.routeNotFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ detail: GENERIC_MESSAGES.notFound });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply
      .status(isAppPath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
});
