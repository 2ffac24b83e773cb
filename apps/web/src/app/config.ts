import { z } from 'zod';

/** Build-time settings (Vite inlines `import.meta.env.VITE_*`), read once and checked here. */
const schema = z.object({
  VITE_COMPANY_WEBSITE_URL: z.url().default('https://www.example.com/'),
});

const env = schema.parse({
  VITE_COMPANY_WEBSITE_URL: import.meta.env.VITE_COMPANY_WEBSITE_URL || undefined,
});

export const config = {
  /** Where a guest's "Back to company website" link on /401 and /404 points. */
  companyWebsiteUrl: env.VITE_COMPANY_WEBSITE_URL,
} as const;
