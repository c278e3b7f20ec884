// /one-time-sms (docs/decisions/015 "Screens"): the service grid and current-number panel, and 'SMS History'.

import { useQuery } from '@tanstack/react-query';
import { LABELS } from '@shared/messages';
import { Seo } from '@/components/seo';
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
    <section aria-labelledby="screen-heading" className="flex flex-col gap-6">
      <Seo />
      <h1 id="screen-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {LABELS.memberNav.oneTimeSms}
      </h1>
      <OneTimePanel services={services} buy={purchases.buyOneTime} />
      <SmsHistory orders={list} />
    </section>
  );
}
