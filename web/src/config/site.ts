// The product's name, pitch and public address: shown in the header, footer and titles, and used for canonical links.

export const SITE_NAME = 'UK SMS Numbers';
export const SITE_TAGLINE = 'Real UK +44 numbers for SMS verification codes.';

/** The public origin, set at build time with VITE_SITE_URL; the local origin of `npm start` otherwise. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** The social sharing image (1200 x 630), in web/public. */
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
