// Loads the demo data in a child process: its garbage leaves with the process instead of staying
// resident in the server for its whole life (about 230 MiB of RSS on first start, measured).
import { createPrismaClient, seedDemoData } from '@cd/db';

const url = process.env.CD_SEED_DATABASE_URL;
if (!url) throw new Error('CD_SEED_DATABASE_URL is not set');
const prisma = createPrismaClient(url, { poolSize: 2 });
try {
  await seedDemoData(prisma, { log: (message) => console.log(`[contact-directory] ${message}`) });
} finally {
  await prisma.$disconnect();
}
