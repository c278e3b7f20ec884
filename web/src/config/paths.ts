// The one map of SPA routes (docs/decisions/015 "Screens", plus /login from docs/decisions/013 "Paths"), used by the
// router and by links.

import { ROLE_ADMIN, type Role } from '@shared/constants';

const staticPath = <const P extends string>(path: P) => ({ path, getHref: () => path });

/** Landing page sections that links may jump to (docs/decisions/015 "Screens"). */
export type LandingSection = 'sms-panel' | 'features' | 'services' | 'pricing' | 'how-it-works' | 'faq';

export const paths = {
  public: {
    home: { path: '/', getHref: (section?: LandingSection) => (section ? `/#${section}` : '/') },
    apiIntegration: staticPath('/api-integration'),
    resellerApi: staticPath('/reseller-api'),
    contact: staticPath('/contact'),
    status: staticPath('/status'),
    refundPolicy: staticPath('/refund-policy'),
    privacyPolicy: staticPath('/privacy-policy'),
    termsOfService: staticPath('/terms-of-service'),
    cookiePolicy: staticPath('/cookie-policy'),
    /** A paid anonymous order's receipt, for whoever holds the order's link (docs/decisions/040); not prerendered. */
    orderReceipt: {
      path: '/order-receipt',
      getHref: (orderId: string) => `/order-receipt?${new URLSearchParams({ order_id: orderId }).toString()}`,
    },
    /** Not a page of its own: the landing page with the login dialog open. */
    login: staticPath('/login'),
  },
  user: {
    dashboard: staticPath('/dashboard'),
    oneTimeSms: staticPath('/one-time-sms'),
    leases: staticPath('/leases'),
    leaseInbox: {
      path: '/leases/:id/inbox',
      getHref: (id: string | number) => `/leases/${encodeURIComponent(id)}/inbox`,
    },
    buyNumber: staticPath('/buy-number'),
    wallet: staticPath('/wallet'),
    apiKeys: staticPath('/api-keys'),
    tickets: staticPath('/tickets'),
    profile: staticPath('/profile'),
    /** A receipt (docs/decisions/040): by its ledger entry's id, or by the reference of what the entry paid for. */
    receipt: {
      path: '/receipt',
      getHref: (key: { id: string } | { reference: string }) => `/receipt?${new URLSearchParams(key).toString()}`,
    },
  },
  admin: {
    dashboard: staticPath('/admin'),
    users: staticPath('/admin/users'),
    orders: staticPath('/admin/orders'),
    leases: staticPath('/admin/leases'),
    simCards: staticPath('/admin/sim-cards'),
    tickets: staticPath('/admin/tickets'),
    revenue: staticPath('/admin/revenue'),
    settings: staticPath('/admin/settings'),
    api: staticPath('/admin/api'),
    logs: staticPath('/admin/logs'),
    heldPayments: staticPath('/admin/held-payments'),
    /** The operations desk beside the spec's screens (docs/decisions/059, 060), reached from the top bar. */
    operations: staticPath('/admin/operations'),
    catalogue: staticPath('/admin/operations/catalogue'),
    orderStory: {
      path: '/admin/operations/orders/:id',
      getHref: (id: string) => `/admin/operations/orders/${encodeURIComponent(id)}`,
    },
    leaseStory: {
      path: '/admin/operations/leases/:id',
      getHref: (id: string) => `/admin/operations/leases/${encodeURIComponent(id)}`,
    },
    accounts: staticPath('/admin/operations/accounts'),
    account: {
      path: '/admin/operations/accounts/:id',
      getHref: (id: string) => `/admin/operations/accounts/${encodeURIComponent(id)}`,
    },
    keysDesk: staticPath('/admin/operations/api-keys'),
    auditTrail: staticPath('/admin/operations/audit'),
    supply: staticPath('/admin/operations/supply'),
    /**
     * Two-factor sign-in and sessions: where an admin without a session signed in with two-factor is sent, with where
     * they were going (docs/decisions/042, 050); not in the nav.
     */
    security: {
      path: '/admin/security',
      getHref: (next?: string) =>
        next ? `/admin/security?${new URLSearchParams({ next }).toString()}` : '/admin/security',
    },
  },
} as const;

/** Where a role lives: admins at /admin, everyone else at /dashboard (docs/decisions/015 "Flows"). */
export function homeOf(role: Role): string {
  return role === ROLE_ADMIN ? paths.admin.dashboard.getHref() : paths.user.dashboard.getHref();
}
