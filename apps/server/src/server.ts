import { buildApp } from './app';
import { loadClauseModel } from './features/practice/clause-model';
import { EnvError, loadEnv } from './config/env';
import { DataDirInUseError, DataDirUnwritableError } from './db/data-dir-lock';

async function main(): Promise<void> {
  const started = performance.now();
  const env = loadEnv();
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && process.stdout.isTTY);
  const logStream = pretty
    ? (await import('pino-pretty')).default({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' })
    : undefined;
  const app = await buildApp({ env, quietRequests: pretty, ...(logStream ? { logStream } : {}) });
  await loadClauseModel(app.log);

  // Slow-loris protection: a client must send its headers promptly.
  app.server.headersTimeout = 15_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  const url = env.PUBLIC_URL ?? address.replace('127.0.0.1', 'localhost');
  app.log.info(
    { database: app.database.kind, readyInMs: Math.round(performance.now() - started) },
    `Buyerlab is ready at ${url}`,
  );
  for (const notice of app.startupNotices) app.log.warn(notice);
}

main().catch((err: unknown) => {
  // Mistakes in the setup are said in a sentence; anything else keeps its stack for a bug report.
  if (err instanceof EnvError || err instanceof DataDirUnwritableError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
