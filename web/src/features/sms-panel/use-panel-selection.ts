// The SMS panel's tab and chosen service, held by the page so its other parts (the pricing buttons) can set them.

import { useMemo, useState } from 'react';
import type { PurchaseType } from '@shared/constants';

export interface PanelSelection {
  tab: PurchaseType;
  serviceId: number | null;
  setTab(tab: PurchaseType): void;
  selectService(serviceId: number): void;
}

export function usePanelSelection(): PanelSelection {
  const [tab, setTab] = useState<PurchaseType>('one-time');
  const [serviceId, selectService] = useState<number | null>(null);
  return useMemo(() => ({ tab, serviceId, setTab, selectService }), [tab, serviceId]);
}
