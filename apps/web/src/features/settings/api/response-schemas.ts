// Imported only through `import()`: saving settings checks its response without zod on the first screen.
export { updateUserResponse } from '@cd/contracts';
