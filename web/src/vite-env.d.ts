/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin for canonical links, the sitemap and social tags, e.g. https://example.com. */
  readonly VITE_SITE_URL?: string;
}

/** The day the site was built (YYYY-MM-DD), what prerendered pages show until the browser knows today. */
declare const __BUILD_DATE__: string;
