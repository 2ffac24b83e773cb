// Imported only through `import()` (lib/api-client.ts): zod and the session's schemas arrive here.
export { sessionResponse } from '@cd/contracts';
