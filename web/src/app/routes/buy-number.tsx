// /buy-number (docs/decisions/015 "Screens"): the UK eSIM with Buy Now, 'QR Code & Details' and 'Purchased Numbers'.

import { useQuery } from '@tanstack/react-query';
import { LABELS } from '@shared/messages';
import { MemberScreen } from '@/components/layouts/member-screen';
import { simCardsQuery } from '@/features/numbers/api/queries';
import { EsimProduct, PurchasedNumbers, QrDetailsPanel } from '@/features/numbers/components/esim';
import { useMemberPurchases } from './use-member-purchases';

export function BuyNumberRoute() {
  const { data: list = [] } = useQuery(simCardsQuery());
  const purchases = useMemberPurchases();
  return (
    <MemberScreen title={LABELS.memberNav.buyNumber} page="buyNumber">
      <div className="grid gap-6 xl:grid-cols-2">
        <EsimProduct busy={purchases.buyingEsim} onBuy={() => void purchases.buyEsim()} />
        <QrDetailsPanel sim={purchases.boughtSim ?? list[0] ?? null} />
      </div>
      <PurchasedNumbers sims={list} />
    </MemberScreen>
  );
}
