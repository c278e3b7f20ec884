// Where the member screens meet the purchase flow: each purchase from the wallet (confirmed in its summary first, which
// warns about a lease of the same service still running; the flow refreshes the balance and the member's lists
// itself), and the eSIM just bought. A button shows its busy state once the purchase is confirmed.

import { useState } from 'react';
import type { Service } from '@shared/schemas/services';
import type { SimCardView } from '@shared/schemas/sim-cards';
import { usePurchase } from '@/features/purchase/purchase-request';
import { activeLeaseWarning } from './active-lease-warning';

export function useMemberPurchases() {
  const { startWalletPurchase } = usePurchase();
  const [renting, setRenting] = useState<number | null>(null);
  const [buyingEsim, setBuyingEsim] = useState(false);
  const [boughtSim, setBoughtSim] = useState<SimCardView | null>(null);

  return {
    /** true when a number was bought. */
    buyOneTime: async (service: Service, onConfirmed: () => void) =>
      (await startWalletPurchase({ type: 'one-time', service }, { onConfirmed })) !== null,
    renting,
    rent: async (service: Service) => {
      const warning = await activeLeaseWarning(service);
      await startWalletPurchase({ type: 'lease', service }, { warning, onConfirmed: () => setRenting(service.id) });
      setRenting(null);
    },
    buyingEsim,
    /** The eSIM just bought, shown in 'QR Code & Details' until the page is left. */
    boughtSim,
    buyEsim: async () => {
      const bought = await startWalletPurchase({ type: 'buy', service: null }, { onConfirmed: () => setBuyingEsim(true) });
      setBuyingEsim(false);
      if (bought?.type === 'buy') setBoughtSim(bought.simCard);
    },
  };
}
