// Where the member screens meet the purchase flow: each purchase from the wallet (which refreshes the balance and the
// member's lists itself), and the eSIM just bought.

import { useState } from 'react';
import type { Service } from '@shared/schemas/services';
import type { SimCardView } from '@shared/schemas/sim-cards';
import { usePurchase } from '@/features/purchase/purchase-request';

export function useMemberPurchases() {
  const { startWalletPurchase } = usePurchase();
  const [renting, setRenting] = useState<number | null>(null);
  const [buyingEsim, setBuyingEsim] = useState(false);
  const [boughtSim, setBoughtSim] = useState<SimCardView | null>(null);

  return {
    /** true when a number was bought. */
    buyOneTime: async (service: Service) => (await startWalletPurchase({ type: 'one-time', service })) !== null,
    renting,
    rent: async (service: Service) => {
      setRenting(service.id);
      await startWalletPurchase({ type: 'lease', service });
      setRenting(null);
    },
    buyingEsim,
    /** The eSIM just bought, shown in 'QR Code & Details' until the page is left. */
    boughtSim,
    buyEsim: async () => {
      setBuyingEsim(true);
      const bought = await startWalletPurchase({ type: 'buy', service: null });
      setBuyingEsim(false);
      if (bought?.type === 'buy') setBoughtSim(bought.simCard);
    },
  };
}
