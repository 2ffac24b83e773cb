// `pnpm --filter @cd/db migration:create <name>`: what `prisma migrate dev --create-only` does.
import { createMigration } from '../migrations/create.js';
import { openScratchServer, runCli } from './target.js';

runCli(async () => {
  const name = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!name) throw new Error('usage: migration:create <name>   e.g. migration:create add_contact_notes');
  const server = await openScratchServer();
  try {
    const created = await createMigration(name, {
      serverUrl: server.url,
      log: (m) => console.log(`[db] ${m}`),
    });
    if (!created.name) console.log('[db] no changes: the migrations already match schema.prisma');
  } finally {
    await server.close();
  }
});
