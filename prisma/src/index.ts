// Public API of @cd/db. Test helpers live in '@cd/db/testing' so production code never loads them.
export * from './generated/prisma/client.js';
export {
  createPrismaClient,
  databasePoolStats,
  queryRows,
  queryRowsWithSettings,
  type CreatePrismaClientOptions,
  type DatabasePoolStats,
} from './client.js';
export { isDatabaseUnavailable } from './connection-errors.js';
export {
  listenForNotifications,
  type NotificationHandlers,
  type NotificationListener,
} from './notification-listener.js';
export { waitForDatabase, type WaitForDatabaseOptions } from './wait-for-database.js';
export {
  startEmbeddedPostgres,
  EmbeddedPostgresUnavailable,
  DEFAULT_DATABASE_NAME,
  DEFAULT_EMBEDDED_PORT,
  type EmbeddedPostgresOptions,
  type EmbeddedPostgresServer,
} from './embedded-postgres.js';
export { applyMigrations, type ApplyMigrationsOptions } from './migrations/apply.js';
export { pendingMigrations } from './migrations/pending.js';
export { diffSchemaAgainstDatabase, type SchemaDiff } from './migrations/diff.js';
export { createMigration, type CreateMigrationOptions, type CreatedMigration } from './migrations/create.js';
export { ensureDatabase, dropDatabase, withDatabaseName, redactUrl } from './database-url.js';
export { normalizeSearchText, buildContactSearchText, type ContactSearchFields } from './search-text.js';
export { hashPassword, verifyPassword } from './password.js';
export { seedDemoData, type SeedOptions, type SeedSummary } from './seed/index.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './seed/demo-accounts.js';
export { SYSTEM_PARAMETERS, type SystemParameterKey } from './seed/system-parameters.js';
export { generateContacts, type GenerateContactsOptions } from './bulk/generate-contacts.js';
export {
  BULK_LOAD_FROM,
  mergeSearchIndexPendingLists,
  prismaBulkQuery,
  rebuildSearchIndexes,
  suspendSearchIndexes,
  type BulkQuery,
  type RebuildOptions,
  type SuspendedSearchIndexes,
} from './bulk/bulk-search-index.js';
