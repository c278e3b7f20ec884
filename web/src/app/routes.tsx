// The route tree (docs/decisions/015 "Screens"), shared by the browser router and the build's prerender: the landing
// page in the main bundle, every other page loaded on demand; member and admin screens behind their guards and frames.

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROLE_ADMIN, ROLE_USER } from '../../../shared/constants';
import { LABELS } from '../../../shared/messages';
import { SiteLayout } from '../components/layouts/site-layout';
import type { PageKey } from '../config/seo';
import { paths } from '../config/paths';
import { RequireRole } from './require-role';
import { LandingRoute } from './routes/landing';
import { RouteError } from './routes/route-error';
import { RootLayout } from './root-layout';

/** A route whose component is loaded with its own chunk. */
function lazyPage(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** A member or admin screen that its own issue fills in. */
function placeholder(path: string, screen: string, page?: PageKey): RouteObject {
  return lazyPage(path, async () => {
    const { PlaceholderPage } = await import('../components/placeholder-page');
    return () => <PlaceholderPage screen={screen} page={page} />;
  });
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
          lazyPage(paths.public.apiIntegration.path, async () => (await import('../features/api-integration/components/api-integration-page')).ApiIntegrationPage),
          lazyPage(paths.public.resellerApi.path, async () => (await import('../features/reseller/components/reseller-page')).ResellerPage),
          lazyPage(paths.public.contact.path, async () => (await import('../features/contact/components/contact-page')).ContactPage),
          lazyPage(paths.public.status.path, async () => (await import('../features/status/components/status-page')).StatusPage),
          lazyPage(paths.public.refundPolicy.path, async () => (await import('../features/legal/components/refund-policy')).RefundPolicy),
          lazyPage(paths.public.privacyPolicy.path, async () => (await import('../features/legal/components/privacy-policy')).PrivacyPolicy),
          lazyPage(paths.public.termsOfService.path, async () => (await import('../features/legal/components/terms-of-service')).TermsOfService),
          lazyPage(paths.public.cookiePolicy.path, async () => (await import('../features/legal/components/cookie-policy')).CookiePolicy),
          lazyPage('*', async () => (await import('./routes/not-found')).NotFoundPage),
        ],
      },
      {
        element: <RequireRole role={ROLE_USER} />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../components/layouts/member-layout')).MemberLayout }),
            errorElement: <RouteError />,
            children: [
              lazyPage(paths.user.dashboard.path, async () => (await import('./routes/dashboard')).DashboardRoute),
              lazyPage(paths.user.oneTimeSms.path, async () => (await import('./routes/one-time-sms')).OneTimeSmsRoute),
              lazyPage(paths.user.leases.path, async () => (await import('./routes/leases')).LeasesRoute),
              lazyPage(paths.user.leaseInbox.path, async () => (await import('./routes/leases')).LeasesRoute),
              lazyPage(paths.user.buyNumber.path, async () => (await import('./routes/buy-number')).BuyNumberRoute),
              lazyPage(paths.user.wallet.path, async () => (await import('../features/wallet/components/wallet-page')).WalletPage),
              placeholder(paths.user.apiKeys.path, LABELS.memberNav.apiKeys, 'apiKeys'),
              placeholder(paths.user.tickets.path, LABELS.memberNav.tickets, 'tickets'),
              placeholder(paths.user.profile.path, LABELS.memberNav.profile, 'profile'),
            ],
          },
        ],
      },
      {
        element: <RequireRole role={ROLE_ADMIN} />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../components/layouts/admin-layout')).AdminLayout }),
            errorElement: <RouteError />,
            children: [
              lazyPage(paths.admin.dashboard.path, async () => (await import('../features/admin-dashboard/components/admin-dashboard-page')).AdminDashboardPage),
              lazyPage(paths.admin.users.path, async () => (await import('../features/admin-users/components/users-page')).UsersPage),
              lazyPage(paths.admin.orders.path, async () => (await import('../features/admin-orders/components/orders-page')).OrdersPage),
              lazyPage(paths.admin.leases.path, async () => (await import('../features/admin-leases/components/leases-page')).LeasesPage),
              placeholder(paths.admin.simCards.path, LABELS.adminNav.simCards),
              placeholder(paths.admin.tickets.path, LABELS.adminNav.tickets),
              lazyPage(paths.admin.revenue.path, async () => (await import('../features/admin-revenue/components/revenue-page')).RevenuePage),
              placeholder(paths.admin.settings.path, LABELS.adminNav.settings),
              placeholder(paths.admin.api.path, LABELS.adminNav.api),
              placeholder(paths.admin.logs.path, LABELS.adminNav.logs),
            ],
          },
        ],
      },
    ],
  },
];
