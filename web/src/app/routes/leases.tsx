// Rent Number, /leases and /leases/{id}/inbox (docs/decisions/015 "Screens"): the 30-day offers, 'Your Rented Number',
// 'Rented Numbers' and the 'SMS Inbox' dialog, which the inbox path opens for its lease.

import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { LABELS } from '@shared/messages';
import { MemberScreen } from '@/components/layouts/member-screen';
import { paths } from '@/config/paths';
import { leasesQuery } from '@/features/numbers/api/queries';
import { LeaseOffers } from '@/features/numbers/components/lease-offers';
import { RentedNumberPanel, RentedNumbers } from '@/features/numbers/components/rented-numbers';
import { SmsInboxDialog } from '@/features/numbers/components/sms-inbox-dialog';
import { useServices } from '@/features/services/api/queries';
import { useSession } from '@/lib/session';
import { useMemberPurchases } from './use-member-purchases';

export function LeasesRoute() {
  const session = useSession();
  const services = useServices();
  const leases = useQuery(leasesQuery());
  const purchases = useMemberPurchases();
  const navigate = useNavigate();
  const inboxId = useParams().id ?? null;
  const list = leases.data ?? [];
  const openInbox = (id: string) => navigate(paths.user.leaseInbox.getHref(id));
  return (
    <MemberScreen title={LABELS.memberNav.leases} page="leases">
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <LeaseOffers
          services={services}
          balanceCents={session.status === 'authenticated' ? session.user.wallet_balance : 0}
          renting={purchases.renting}
          onRent={(service) => void purchases.rent(service)}
        />
        <RentedNumberPanel lease={list.find((lease) => lease.status === 'active') ?? null} onInbox={openInbox} />
      </div>
      <RentedNumbers leases={list} onInbox={openInbox} />
      {inboxId && (
        <SmsInboxDialog
          leaseId={inboxId}
          onClose={() => {
            navigate(paths.user.leases.getHref());
            void leases.refetch();
          }}
        />
      )}
    </MemberScreen>
  );
}
