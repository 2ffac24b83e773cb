import { defineConfig } from 'prisma/config';

// The URL is only needed by the native migrate commands, which this project drives through
// src/migrations instead; generate works without it.
export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations', seed: 'tsx seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/contact_directory' },
});
