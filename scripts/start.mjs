// `npm start`: build when the sources changed since the last build, then serve on the embedded
// defaults (PGlite in ./.data, offline buyer, local mail outbox) at http://localhost:3000.
import path from 'node:path';
import { buildIfNeeded, root } from './lib.mjs';

await buildIfNeeded();
process.chdir(root);
await import(path.join(root, 'apps/server/dist/server.js'));
