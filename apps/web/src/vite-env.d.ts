/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Target of the guests' "Back to company website" link; see apps/web/README.md. */
  readonly VITE_COMPANY_WEBSITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
