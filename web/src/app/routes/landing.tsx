// The landing route: where the landing page meets the live service list, the SMS panel and the purchase flows.

import { useCallback } from 'react';
import type { PurchaseType } from '../../../../shared/constants';
import { LandingPage } from '../../features/landing/components/landing-page';
import { usePurchase } from '../../features/purchase/purchase-request';
import { useServices } from '../../features/services/api/get-services';
import { ServiceList } from '../../features/services/components/service-list';
import { SmsPanel } from '../../features/sms-panel/components/sms-panel';
import { usePanelSelection } from '../../features/sms-panel/use-panel-selection';

export function LandingRoute() {
  const services = useServices();
  const selection = usePanelSelection();
  const purchase = usePurchase();
  const { setTab, selectService } = selection;

  const choosePlan = useCallback(
    (tab: PurchaseType, serviceId?: number) => {
      setTab(tab);
      if (serviceId !== undefined) selectService(serviceId);
      document.getElementById('sms-panel')?.scrollIntoView();
    },
    [setTab, selectService],
  );

  return (
    <LandingPage
      onChoosePlan={choosePlan}
      services={<ServiceList services={services} />}
      smsPanel={
        <SmsPanel
          services={services}
          selection={selection}
          onWalletPurchase={purchase.startWalletPurchase}
          onCryptoPayment={purchase.startCryptoPayment}
        />
      }
    />
  );
}
