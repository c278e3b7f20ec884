// The landing route: where the landing page meets the live service list, the SMS panel and the purchase flows.

import { lazy, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SERVICES } from '@shared/catalogue';
import type { PurchaseType } from '@shared/constants';
import type { Service } from '@shared/schemas/services';
import { AfterHydration } from '@/lib/after-hydration';
import { LandingPage } from '@/features/landing/components/landing-page';
import { usePurchase, type WalletPurchaseRequest } from '@/features/purchase/purchase-request';
import { ServiceList } from '@/features/services/components/service-list';
import { SmsPanel } from '@/features/sms-panel/components/sms-panel';
import { usePanelSelection } from '@/features/sms-panel/use-panel-selection';
import { paths } from '@/config/paths';

/** Where a member's wallet purchase from the landing page is shown: its number, lease or eSIM, on their screen. */
const SCREEN_OF: Record<PurchaseType, string> = {
  'one-time': paths.user.oneTimeSms.getHref(),
  lease: paths.user.leases.getHref(),
  buy: paths.user.buyNumber.getHref(),
};

// The query code loads after the landing page is interactive (docs/decisions/004); until then the built-in catalogue.
const LandingServices = lazy(() =>
  import('./landing-services').then((module) => ({ default: module.LandingServices })),
);

export function LandingRoute() {
  const [services, setServices] = useState<readonly Service[]>(SERVICES);
  const selection = usePanelSelection();
  const purchase = usePurchase();
  const { setTab, selectService } = selection;
  const navigate = useNavigate();
  const { startWalletPurchase } = purchase;

  const buyFromWallet = useCallback(
    async (request: WalletPurchaseRequest) => {
      // The lease warning reads the member's leases, whose query code loads only now (docs/decisions/004).
      const warning =
        request.type === 'lease' && request.service
          ? await (await import('./active-lease-warning')).activeLeaseWarning(request.service)
          : null;
      const bought = await startWalletPurchase(request, { warning });
      if (bought) navigate(SCREEN_OF[bought.type]);
    },
    [startWalletPurchase, navigate],
  );

  const choosePlan = useCallback(
    (tab: PurchaseType, serviceId?: number) => {
      setTab(tab);
      if (serviceId !== undefined) selectService(serviceId);
      document.getElementById('sms-panel')?.scrollIntoView();
    },
    [setTab, selectService],
  );

  return (
    <>
      <AfterHydration>
        <LandingServices onServices={setServices} />
      </AfterHydration>
      <LandingPage
        onChoosePlan={choosePlan}
        services={<ServiceList services={services} />}
        smsPanel={
          <SmsPanel
            services={services}
            selection={selection}
            onWalletPurchase={(request) => void buyFromWallet(request)}
            onCryptoPayment={purchase.startCryptoPayment}
          />
        }
      />
    </>
  );
}
