// /one-time-sms (docs/decisions/015 "Screens"): the service grid and current-number panel, and 'SMS History'.

import { useQuery } from '@tanstack/react-query';
import { LABELS } from '@shared/messages';
import { MemberScreen } from '@/components/layouts/member-screen';
import { ordersQuery } from '@/features/numbers/api/queries';
import { OneTimePanel } from '@/features/numbers/components/one-time-panel';
import { SmsHistory } from '@/features/numbers/components/sms-history';
import { useServices } from '@/features/services/api/queries';
import { useMemberPurchases } from './use-member-purchases';

export function OneTimeSmsRoute() {
  const services = useServices();
  const { data: list = [] } = useQuery(ordersQuery());
  const purchases = useMemberPurchases();
  return (
    <MemberScreen title={LABELS.memberNav.oneTimeSms}>
      <OneTimePanel services={services} buy={purchases.buyOneTime} />
      <SmsHistory orders={list} />
    </MemberScreen>
  );
}
