import { z } from 'zod';

/** Build-time settings (Vite inlines `import.meta.env.VITE_*`), read once and checked here. */
const schema = z.object({
  VITE_COMPANY_WEBSITE_URL: z.url().default('https://www.example.com/'),
});

const env = schema.parse({
  VITE_COMPANY_WEBSITE_URL: import.meta.env.VITE_COMPANY_WEBSITE_URL || undefined,
});

/** The server writes deploy-time settings into index.html as <meta> tags; they win over the build's. */
const fromServer = (name: string) => {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return content && z.url().safeParse(content).success ? content : undefined;
};

export const config = {
  /** Where a guest's "Back to company website" link on /401 and /404 points (COMPANY_WEBSITE_URL). */
  companyWebsiteUrl: fromServer('cd-company-website') ?? env.VITE_COMPANY_WEBSITE_URL,
} as const;
