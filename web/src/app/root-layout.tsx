// The root of every route: the session, the purchase flows, the sign-in dialogs, the toasts and scroll-to-top.

import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { AuthDialogs } from '@/features/auth/components/auth-dialogs';
import { PurchaseProvider } from '@/features/purchase/components/purchase-provider';
import { AppProvider } from './provider';

export function RootLayout() {
  return (
    <AppProvider>
      <PurchaseProvider>
        <Outlet />
        <AuthDialogs />
        <Toaster />
      </PurchaseProvider>
      {/* Scrolls to the top on each new path, to the #section of a hash link, and restores on back
          (docs/decisions/015 "Screens"). */}
      <ScrollRestoration />
    </AppProvider>
  );
}
