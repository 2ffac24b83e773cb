// Imported only through `import()`: Basic Search, on the first screen, checks its results without zod up front.
export { contactSearchResponse } from '@cd/contracts';
