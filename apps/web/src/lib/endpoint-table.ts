// Imported only through `import()` (lib/api-client.ts): the endpoint table loads beside the first screen.
export { endpoints } from '@cd/contracts';
