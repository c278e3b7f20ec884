// The route tree: every path of config/paths inside the site frame, pages past the landing page loaded on demand, guarded by role.

import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ROLE_ADMIN, ROLE_USER } from '../../../shared/constants';
import { SiteLayout } from '../components/layouts/site-layout';
import type { ScreenArea } from '../components/placeholder-page';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireRole } from './require-role';
import { LandingRoute } from './routes/landing';
import { RouteError } from './routes/route-error';

/** A screen not built yet: its path and its name as the spec gives it. */
function placeholder(path: string, screen: string, area: ScreenArea): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PlaceholderPage } = await import('../components/placeholder-page');
      return { Component: () => <PlaceholderPage screen={screen} area={area} /> };
    },
  };
}

const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteError />,
        // Shown inside the frame while the first page's code loads.
        hydrateFallbackElement: <Spinner label="Loading page" />,
        children: [
          // The entry page ships in the main bundle: no second round trip, and /#section links land on first load.
          { path: paths.public.home.path, Component: LandingRoute },
          // DECISIONS.md: /login is the landing page with the login dialog open (the dialog comes later).
          { path: paths.public.login.path, Component: LandingRoute },
          placeholder(paths.public.apiIntegration.path, 'API Integration', 'public'),
          placeholder(paths.public.resellerApi.path, 'Reseller API', 'public'),
          placeholder(paths.public.contact.path, 'Contact', 'public'),
          placeholder(paths.public.status.path, 'Service Status', 'public'),
          placeholder(paths.public.refundPolicy.path, 'Refund Policy', 'public'),
          placeholder(paths.public.privacyPolicy.path, 'Privacy Policy', 'public'),
          placeholder(paths.public.termsOfService.path, 'Terms of Service', 'public'),
          placeholder(paths.public.cookiePolicy.path, 'Cookie Policy', 'public'),
          {
            element: <RequireRole role={ROLE_USER} />,
            children: [
              placeholder(paths.user.dashboard.path, 'Dashboard', 'member'),
              placeholder(paths.user.oneTimeSms.path, 'One-Time SMS', 'member'),
              placeholder(paths.user.leases.path, 'Rent Number', 'member'),
              placeholder(paths.user.leaseInbox.path, 'SMS Inbox', 'member'),
              placeholder(paths.user.buyNumber.path, 'Buy Number', 'member'),
              placeholder(paths.user.wallet.path, 'Wallet', 'member'),
              placeholder(paths.user.apiKeys.path, 'API Keys', 'member'),
              placeholder(paths.user.tickets.path, 'Tickets', 'member'),
              placeholder(paths.user.profile.path, 'Profile', 'member'),
            ],
          },
          {
            element: <RequireRole role={ROLE_ADMIN} />,
            children: [
              placeholder(paths.admin.dashboard.path, 'Admin Dashboard', 'admin'),
              placeholder(paths.admin.users.path, 'User Management', 'admin'),
              placeholder(paths.admin.orders.path, 'Order Management', 'admin'),
              placeholder(paths.admin.leases.path, 'Lease Management', 'admin'),
              placeholder(paths.admin.simCards.path, 'SIM Management', 'admin'),
              placeholder(paths.admin.tickets.path, 'Ticket Management', 'admin'),
              placeholder(paths.admin.revenue.path, 'Revenue Reports', 'admin'),
              placeholder(paths.admin.settings.path, 'System Settings', 'admin'),
              placeholder(paths.admin.api.path, 'API Management', 'admin'),
              placeholder(paths.admin.logs.path, 'Audit Logs', 'admin'),
            ],
          },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) },
        ],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
