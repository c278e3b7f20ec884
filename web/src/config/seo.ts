// Page metadata under the spec's keys (docs/decisions/015 "Screens"): title, description, canonical path, keywords
// (none on legal pages), and noindex for account pages; plus the private-area metadata every other path gets.

import { paths } from './paths';
import { SITE_NAME } from './site';

export interface PageMeta {
  title: string;
  description: string;
  path: string | null;
  keywords?: string;
  noindex?: boolean;
}

const account = (title: string, path: string): PageMeta => ({
  title: `${title} | ${SITE_NAME}`,
  description: `Your ${SITE_NAME} account: ${title.toLowerCase()}.`,
  path,
  noindex: true,
});

export const PAGE_META = {
  home: {
    title: `${SITE_NAME}: UK +44 Numbers for SMS Verification`,
    description:
      'Receive SMS verification codes on real UK (+44) numbers: one-time codes from $0.99, 30-day leases from $14.99 and permanent UK eSIMs. Pay with crypto, no account needed.',
    path: paths.public.home.getHref(),
    keywords: 'UK phone number, SMS verification, receive SMS online, +44 number, virtual number, UK eSIM, OTP',
  },
  apiIntegration: {
    title: `SMS Verification API | ${SITE_NAME}`,
    description:
      'Order UK numbers and read SMS verification codes from your own code: REST endpoints with Bearer API keys, JSON answers and sms.received webhooks.',
    path: paths.public.apiIntegration.getHref(),
    keywords: 'SMS verification API, UK number API, OTP API, SMS webhook, REST API',
  },
  resellerApi: {
    title: `Reseller Programme | ${SITE_NAME}`,
    description:
      'Resell UK SMS verification numbers: 50% off from a $500 credit purchase, or free API access and a dedicated manager from $1000.',
    path: paths.public.resellerApi.getHref(),
    keywords: 'SMS reseller, virtual number reseller, wholesale SMS verification',
  },
  status: {
    title: `Service Status | ${SITE_NAME}`,
    description: 'Live status of UK number provisioning, SMS delivery, the API and payments.',
    path: paths.public.status.getHref(),
    keywords: 'service status, uptime, SMS delivery status',
  },
  contact: {
    title: `Contact Us | ${SITE_NAME}`,
    description: 'Questions about numbers, codes, payments or the API? Send us a message: we reply within 24 hours.',
    path: paths.public.contact.getHref(),
    keywords: 'contact, support, help',
  },
  terms: {
    title: `Terms of Service | ${SITE_NAME}`,
    description: `The terms that govern your use of ${SITE_NAME}: accounts, payments, acceptable use and liability.`,
    path: paths.public.termsOfService.getHref(),
  },
  privacy: {
    title: `Privacy Policy | ${SITE_NAME}`,
    description: `What ${SITE_NAME} collects, why, how long it is kept and the rights you have over it.`,
    path: paths.public.privacyPolicy.getHref(),
  },
  cookies: {
    title: `Cookie Policy | ${SITE_NAME}`,
    description: `The cookies ${SITE_NAME} uses, what each is for and how long it lasts.`,
    path: paths.public.cookiePolicy.getHref(),
  },
  refund: {
    title: `Refund Policy | ${SITE_NAME}`,
    description: `When ${SITE_NAME} refunds a purchase, how to ask and how long it takes.`,
    path: paths.public.refundPolicy.getHref(),
  },
  dashboard: account('Dashboard', paths.user.dashboard.getHref()),
  apiKeys: account('API Keys', paths.user.apiKeys.getHref()),
  wallet: account('Wallet', paths.user.wallet.getHref()),
  leases: account('Rent Number', paths.user.leases.getHref()),
  buyNumber: account('Buy Number', paths.user.buyNumber.getHref()),
  tickets: account('Tickets', paths.user.tickets.getHref()),
  profile: account('Profile', paths.user.profile.getHref()),
} satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGE_META;

/** Every path outside the public routes: account screens without a key of their own, admin screens, unknown paths. */
export const PRIVATE_AREA_META: PageMeta = {
  title: `Private User Area | ${SITE_NAME}`,
  description: `The private area of ${SITE_NAME}.`,
  path: null,
  noindex: true,
};

/** The public routes, in sitemap order: prerendered at build time and listed in sitemap.xml. */
export const PUBLIC_PAGES = [
  'home',
  'apiIntegration',
  'resellerApi',
  'status',
  'contact',
  'terms',
  'privacy',
  'cookies',
  'refund',
] as const satisfies readonly PageKey[];
