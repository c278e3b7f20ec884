// Money an anonymous order owes its buyer (docs/decisions/063, 064): how much and why, and the ways to take it. "Add it
// to a wallet" signs the buyer in (or creates their account) and comes back to this order to credit it once; "Send it
// to my wallet address" pays it out in a coin to the buyer's address. Once taken, the page says where the money is: a
// payout being sent or awaiting the shop's approval is read again until it is sent (or failed, owed again, with the
// ways open again). Shows nothing while nothing is owed.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { StatusPanel } from '@/components/ui/status-panel';
import { failureText } from '@/lib/api-client';
import { orderPath } from '@/lib/order-link';
import { useSession } from '@/lib/session';
import { dispatchWindowEvent } from '@/lib/window-events';
import { claimMoneyOwed, type MoneyOwed as Owed } from '../api/money-owed';
import { moneyOwedQuery } from '../api/queries';
import { PayoutFailed, PayoutState } from './payout-state';
import { SendToAddress } from './send-to-address';

const TAKEN: Record<Exclude<Owed['state'], 'owed' | 'failed'>, (amount: string) => string> = {
  claimed: (amount) => `${amount} was added to a wallet on this site.`,
  paying: (amount) => `${amount} is being sent to the address you gave.`,
  paid: (amount) => `${amount} was paid back to you.`,
};

/** While an order's end is awaited (its countdown ran out before the server's job ended it), asked again this often. */
const AWAITED_POLL_MS = 5_000;
/** While a payout is being sent, asked again this often (a provider settles one in seconds to minutes)... */
const SENDING_POLL_MS = 5_000;
/** ...and while it waits for an operator, less often. */
const APPROVAL_POLL_MS = 30_000;

function pollInterval(owed: Owed | null | undefined, awaited: boolean): number | false {
  if (owed === undefined || owed === null) return awaited ? AWAITED_POLL_MS : false;
  if (owed.state !== 'paying') return false;
  return owed.payout?.state === 'awaiting_approval' ? APPROVAL_POLL_MS : SENDING_POLL_MS;
}

/** `awaited`: the order is ending now, so what it owes is asked again until the server has recorded it. */
export function MoneyOwed({ orderId, awaited = false }: { orderId: string; awaited?: boolean }) {
  const owed = useQuery({
    ...moneyOwedQuery(orderId),
    refetchInterval: (query) => pollInterval(query.state.data, awaited),
  }).data;
  if (!owed) return null;
  const amount = formatUsd(owed.owed_cents);
  // A payout under way or made: where it is. (A `paid` one with no payout was refunded by the shop off the platform.)
  const payout = owed.payout?.state === 'failed' ? null : owed.payout;
  if (payout && (owed.state === 'paying' || owed.state === 'paid')) {
    return <PayoutState provider={owed.provider} amount={amount} payout={payout} />;
  }
  if (owed.state !== 'owed' && owed.state !== 'failed') {
    return (
      <StatusPanel tone="success" title="Money back">
        <p>{TAKEN[owed.state](amount)}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="warning" title={`${amount} is owed to you`}>
      <p>{owed.reason}</p>
      {owed.state === 'failed' &&
        (owed.payout ? (
          <PayoutFailed payout={owed.payout} />
        ) : (
          <p>Sending it to your address failed, so it is owed to you again.</p>
        ))}
      {owed.ways.includes('wallet') && (
        <>
          <p>Take it back as credit in a wallet on this site, to spend on any number.</p>
          <AddToWallet orderId={orderId} amount={amount} />
        </>
      )}
      {owed.ways.includes('address') && <SendToAddress orderId={orderId} owed={owed} />}
    </StatusPanel>
  );
}

function AddToWallet({ orderId, amount }: { orderId: string; amount: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => claimMoneyOwed(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyOwedQuery(orderId).queryKey }),
  });
  if (session.status !== 'authenticated') {
    // Back to this order once signed in, where the button below credits the wallet.
    const returnTo = orderPath(orderId);
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => dispatchWindowEvent('openRegisterModal', { returnTo })} className="flex-1">
          Create an account
        </Button>
        <Button
          variant="secondary"
          onClick={() => dispatchWindowEvent('openLoginModal', { returnTo })}
          className="flex-1"
        >
          Sign in
        </Button>
      </div>
    );
  }
  return (
    <>
      {claim.isError && <FormAlert message={failureText(claim.error, MESSAGES.tryAgainLater)} />}
      <Button disabled={claim.isPending} onClick={() => claim.mutate()}>
        {claim.isPending ? 'Adding...' : `Add ${amount} to my wallet`}
      </Button>
    </>
  );
}
