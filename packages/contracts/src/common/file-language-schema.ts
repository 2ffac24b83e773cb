import { z } from 'zod';
import { fileLanguages } from './file-language.js';

/** The `lang` of a file download (file-language.ts); kept apart so the web's first screen stays zod-free. */
export const fileLanguage = z
  .enum(fileLanguages, { error: `lang must be one of ${fileLanguages.join(', ')}` })
  .default('en');
