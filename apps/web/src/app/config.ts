/** Build-time settings (Vite inlines `import.meta.env.VITE_*`), read once and checked here. */
const DEFAULT_COMPANY_WEBSITE_URL = 'https://www.example.com/';

// An absolute URL, the check `z.url()` made; plain code keeps zod off the first screen (decision 070).
const isUrl = (value: string | undefined): value is string => !!value && URL.canParse(value);

const buildTimeUrl = import.meta.env.VITE_COMPANY_WEBSITE_URL || undefined;
if (buildTimeUrl !== undefined && !isUrl(buildTimeUrl))
  throw new Error(`VITE_COMPANY_WEBSITE_URL is not a URL: ${buildTimeUrl}`);

/** The server writes deploy-time settings into index.html as <meta> tags; they win over the build's. */
const fromServer = (name: string) => {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return isUrl(content) ? content : undefined;
};

export const config = {
  /** Where a guest's "Back to company website" link on /401 and /404 points (COMPANY_WEBSITE_URL). */
  companyWebsiteUrl: fromServer('cd-company-website') ?? buildTimeUrl ?? DEFAULT_COMPANY_WEBSITE_URL,
} as const;
