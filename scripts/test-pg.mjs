// `npm run test:pg`: the same unit and API suite against PostgreSQL. Each test file creates its own
// throw-away database next to DATABASE_URL (the user needs CREATEDB).
import { run } from './lib.mjs';

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    'Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://buyerlab:buyerlab@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}
await run('npx', ['vitest', 'run', ...process.argv.slice(2)], { env: { ...process.env, DATABASE_URL: url } });
