// Imported only through `import()` (lib/session-schema.ts): zod and the session's schemas arrive here.
export { sessionResponse } from '@cd/contracts';
