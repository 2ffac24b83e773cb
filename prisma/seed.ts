// `pnpm --filter @cd/db seed [--contacts N]`: migrates, loads the demo data (idempotent) and, with
// --contacts, adds N generated contacts for benchmarks. Targets DATABASE_URL or the embedded default.
import { openAppDatabase, runCli } from './src/cli/target.js';
import { applyMigrations, createPrismaClient, generateContacts, seedDemoData } from './src/index.js';

const say = (message: string) => console.log(`[db] ${message}`);

function contactsArgument(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--contacts' || a.startsWith('--contacts='));
  if (i < 0) return 0;
  const raw = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  const count = Number(raw?.replaceAll('_', ''));
  if (!Number.isInteger(count) || count < 0) throw new Error(`--contacts needs a whole number, got "${raw}"`);
  return count;
}

runCli(async () => {
  const extra = contactsArgument(process.argv.slice(2));
  const target = await openAppDatabase();
  try {
    await applyMigrations(target.url, { log: say });
    const prisma = createPrismaClient(target.url, { poolSize: 2 });
    try {
      await seedDemoData(prisma, { log: say });
    } finally {
      await prisma.$disconnect();
    }
    if (extra > 0) await generateContacts(target.url, { count: extra, log: say });
  } finally {
    await target.close();
  }
});
