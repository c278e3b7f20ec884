// The route tree (docs/decisions/015 "Screens"), shared by the browser router and the build's prerender: the landing
// page in the main bundle, every other page loaded on demand; member and admin screens behind their guards and frames.

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROLE_ADMIN, ROLE_USER } from '@shared/constants';
import { SiteLayout } from '@/components/layouts/site-layout';
import { paths } from '@/config/paths';
import { RequireRole } from './require-role';
import { LandingRoute } from './routes/landing';
import { RouteError } from './routes/route-error';
import { RootLayout } from './root-layout';

/** A route whose component is loaded with its own chunk. */
function lazyPage(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: SiteLayout,
        errorElement: <RouteError />,
        children: [
          { path: paths.public.home.path, Component: LandingRoute },
          // /login is the landing page with the login dialog open (docs/decisions/013 "Paths").
          { path: paths.public.login.path, Component: LandingRoute },
          lazyPage(
            paths.public.apiIntegration.path,
            async () => (await import('./routes/api-integration')).ApiIntegrationRoute,
          ),
          lazyPage(
            paths.public.resellerApi.path,
            async () => (await import('@/features/reseller/components/reseller-page')).ResellerPage,
          ),
          lazyPage(
            paths.public.contact.path,
            async () => (await import('@/features/contact/components/contact-page')).ContactPage,
          ),
          lazyPage(
            paths.public.status.path,
            async () => (await import('@/features/status/components/status-page')).StatusPage,
          ),
          lazyPage(
            paths.public.refundPolicy.path,
            async () => (await import('@/features/legal/components/refund-policy')).RefundPolicy,
          ),
          lazyPage(
            paths.public.privacyPolicy.path,
            async () => (await import('@/features/legal/components/privacy-policy')).PrivacyPolicy,
          ),
          lazyPage(
            paths.public.termsOfService.path,
            async () => (await import('@/features/legal/components/terms-of-service')).TermsOfService,
          ),
          lazyPage(
            paths.public.cookiePolicy.path,
            async () => (await import('@/features/legal/components/cookie-policy')).CookiePolicy,
          ),
          lazyPage(
            paths.public.orderReceipt.path,
            async () => (await import('@/features/receipts/components/order-receipt-page')).OrderReceiptPage,
          ),
          lazyPage('*', async () => (await import('./routes/not-found')).NotFoundPage),
        ],
      },
      {
        element: <RequireRole role={ROLE_USER} />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./routes/member-frame')).MemberFrame }),
            errorElement: <RouteError />,
            children: [
              lazyPage(paths.user.dashboard.path, async () => (await import('./routes/dashboard')).DashboardRoute),
              lazyPage(paths.user.oneTimeSms.path, async () => (await import('./routes/one-time-sms')).OneTimeSmsRoute),
              lazyPage(paths.user.leases.path, async () => (await import('./routes/leases')).LeasesRoute),
              lazyPage(paths.user.leaseInbox.path, async () => (await import('./routes/leases')).LeasesRoute),
              lazyPage(paths.user.buyNumber.path, async () => (await import('./routes/buy-number')).BuyNumberRoute),
              lazyPage(
                paths.user.wallet.path,
                async () => (await import('@/features/wallet/components/wallet-page')).WalletPage,
              ),
              lazyPage(paths.user.apiKeys.path, async () => (await import('./routes/api-keys')).ApiKeysRoute),
              lazyPage(
                paths.user.tickets.path,
                async () => (await import('@/features/tickets/components/tickets-page')).TicketsPage,
              ),
              lazyPage(
                paths.user.profile.path,
                async () => (await import('@/features/account/components/profile-page')).ProfilePage,
              ),
              lazyPage(
                paths.user.receipt.path,
                async () => (await import('@/features/receipts/components/receipt-page')).ReceiptPage,
              ),
            ],
          },
        ],
      },
      {
        element: <RequireRole role={ROLE_ADMIN} />,
        children: [
          // Outside the admin frame, which needs two-factor on (docs/decisions/042).
          lazyPage(
            paths.admin.security.path,
            async () => (await import('@/features/account/components/security-page')).SecurityPage,
          ),
          {
            lazy: async () => ({ Component: (await import('@/components/layouts/admin-layout')).AdminLayout }),
            errorElement: <RouteError />,
            children: [
              lazyPage(
                paths.admin.dashboard.path,
                async () =>
                  (await import('@/features/admin-dashboard/components/admin-dashboard-page')).AdminDashboardPage,
              ),
              lazyPage(
                paths.admin.users.path,
                async () => (await import('@/features/admin-users/components/users-page')).UsersPage,
              ),
              lazyPage(
                paths.admin.orders.path,
                async () => (await import('@/features/admin-orders/components/orders-page')).OrdersPage,
              ),
              lazyPage(
                paths.admin.leases.path,
                async () => (await import('@/features/admin-leases/components/leases-page')).LeasesPage,
              ),
              lazyPage(
                paths.admin.heldPayments.path,
                async () =>
                  (await import('@/features/admin-held-payments/components/held-payments-page')).HeldPaymentsPage,
              ),
              lazyPage(
                paths.admin.operations.path,
                async () => (await import('@/features/admin-operations/components/operations-page')).OperationsPage,
              ),
              lazyPage(
                paths.admin.catalogue.path,
                async () => (await import('@/features/admin-catalogue/components/catalogue-page')).CataloguePage,
              ),
              lazyPage(
                paths.admin.orderStory.path,
                async () => (await import('@/features/admin-stories/components/order-story-page')).OrderStoryPage,
              ),
              lazyPage(
                paths.admin.leaseStory.path,
                async () => (await import('@/features/admin-stories/components/lease-story-page')).LeaseStoryPage,
              ),
              lazyPage(
                paths.admin.accounts.path,
                async () => (await import('@/features/admin-operations/components/accounts-page')).AccountsPage,
              ),
              lazyPage(
                paths.admin.account.path,
                async () => (await import('@/features/admin-operations/components/account-page')).AccountPage,
              ),
              lazyPage(
                paths.admin.keysDesk.path,
                async () => (await import('@/features/admin-operations/components/api-keys-desk-page')).ApiKeysDeskPage,
              ),
              lazyPage(
                paths.admin.auditTrail.path,
                async () => (await import('@/features/admin-operations/components/audit-trail-page')).AuditTrailPage,
              ),
              lazyPage(
                paths.admin.supply.path,
                async () => (await import('@/features/admin-supply/components/supply-page')).SupplyPage,
              ),
              lazyPage(
                paths.admin.simCards.path,
                async () => (await import('@/features/admin-sims/components/sim-cards-page')).SimCardsPage,
              ),
              lazyPage(
                paths.admin.tickets.path,
                async () => (await import('@/features/admin-tickets/components/admin-tickets-page')).AdminTicketsPage,
              ),
              lazyPage(
                paths.admin.revenue.path,
                async () => (await import('@/features/admin-revenue/components/revenue-page')).RevenuePage,
              ),
              lazyPage(
                paths.admin.settings.path,
                async () => (await import('@/features/admin-settings/components/settings-page')).SettingsPage,
              ),
              lazyPage(
                paths.admin.api.path,
                async () =>
                  (await import('@/features/admin-api-keys/components/api-management-page')).ApiManagementPage,
              ),
              lazyPage(
                paths.admin.logs.path,
                async () => (await import('@/features/admin-logs/components/audit-logs-page')).AuditLogsPage,
              ),
            ],
          },
        ],
      },
    ],
  },
];
