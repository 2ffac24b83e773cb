// `pnpm --filter @cd/db migrate`: what `prisma migrate deploy` does, without the native engine.
import { applyMigrations } from '../migrations/apply.js';
import { openAppDatabase, runCli } from './target.js';

runCli(async () => {
  const target = await openAppDatabase();
  try {
    const started = Date.now();
    const applied = await applyMigrations(target.url, { log: (m) => console.log(`[db] ${m}`) });
    console.log(
      applied.length
        ? `[db] ${applied.length} migration(s) applied in ${Date.now() - started} ms`
        : '[db] database is up to date',
    );
  } finally {
    await target.close();
  }
});
