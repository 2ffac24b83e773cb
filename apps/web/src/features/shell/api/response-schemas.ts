// Imported only through `import()`: the toolbar's status call checks its response without zod on the first screen.
export { gcdStatusResponse } from '@cd/contracts';
