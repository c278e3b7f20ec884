// Held Payments (/admin/held-payments, docs/decisions/026): the money held for an operator, newest first with Load
// more; each unresolved one can be credited to the member's wallet (a member's only), noted as refunded or dismissed,
// or, for a paid order that could not be fulfilled, fulfilled now (docs/decisions/045), each behind a confirmation; a
// resolved one shows who resolved it, when, how and why. Below, the money owed to anonymous buyers and their payouts
// (docs/decisions/064).

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROVIDER_LABELS } from '@shared/coins';
import { LABELS } from '@shared/messages';
import { formatUsd } from '@shared/money';
import type { AdminHeldPayment, HeldResolutionAction } from '@shared/schemas/held-payments';
import { AdminPage } from '@/components/admin/admin-page';
import { ActionButton, AdminTable, Cell, StatusPill } from '@/components/admin/admin-table';
import { LoadMore } from '@/components/admin/load-more';
import { formatDateTime } from '@/components/ui/status-badge';
import { AdminExportButton } from '@/components/receipts/admin-export-button';
import { heldPaymentsQuery } from '../api/queries';
import { OwedRefundsSection } from './owed-refunds-section';
import { ACTION_LABELS, ResolveHeldDialog } from './resolve-held-dialog';

const COLUMNS = [
  'Received',
  'Provider',
  'Payment',
  'For',
  'Contact',
  'Amount',
  'Reason',
  'Resolution',
  'Actions',
] as const;
const PURPOSES: Record<NonNullable<AdminHeldPayment['purpose']>, string> = {
  top_up: 'Top-up',
  anonymous_order: 'Anonymous order',
  order: 'Order',
};

/** Where the anonymous buyer's own refund of the money is (docs/decisions/063), as the operator needs to know it. */
const BUYER_REFUND: Record<NonNullable<AdminHeldPayment['buyer_refund']>['state'], (amount: string) => string> = {
  owed: (amount) => `${amount} owed to the buyer, who may take it back from the order link`,
  failed: (amount) => `${amount} owed to the buyer again: their payout failed`,
  claimed: (amount) => `Buyer took ${amount} back as wallet credit: dismiss this hold`,
  paying: (amount) => `${amount} being paid out to the buyer's address`,
  paid: (amount) => `${amount} paid back to the buyer`,
};

function BuyerRefund({ refund }: { refund: AdminHeldPayment['buyer_refund'] }) {
  if (!refund) return null;
  return (
    <span className="mt-1 block max-w-64 text-xs whitespace-normal text-slate-600">
      {BUYER_REFUND[refund.state](formatUsd(refund.owed_amount))}
    </span>
  );
}

function Resolution({ held }: { held: AdminHeldPayment }) {
  const resolution = held.resolution;
  if (!resolution) {
    return (
      <>
        <StatusPill status="held" />
        <BuyerRefund refund={held.buyer_refund} />
      </>
    );
  }
  const credited = resolution.action === 'credit' ? ` ${formatUsd(resolution.credited_amount)}` : '';
  return (
    <span className="block max-w-64 text-xs whitespace-normal">
      <span className="font-semibold text-slate-900">
        {ACTION_LABELS[resolution.action]}
        {credited}
      </span>{' '}
      by {resolution.by}, {formatDateTime(resolution.at)}
      {resolution.note && <span className="block text-slate-600">{resolution.note}</span>}
      <BuyerRefund refund={held.buyer_refund} />
    </span>
  );
}

export function HeldPaymentsPage() {
  const list = useInfiniteQuery(heldPaymentsQuery());
  const [resolving, setResolving] = useState<{ held: AdminHeldPayment; action: HeldResolutionAction } | null>(null);
  const items = list.data?.pages.flatMap((page) => page.held_payments) ?? null;
  const failed = list.isError && !list.data;

  return (
    <AdminPage
      title={LABELS.adminNav.heldPayments}
      intro="Money that arrived and bought nothing (its payment ended part-paid, it came after the end, it did not match the payment, or the order could not be fulfilled), newest first."
      error={failed ? 'Failed to load held payments' : null}
      actions={<AdminExportButton list="held-payments" />}
    >
      <AdminTable
        caption="Held payments"
        columns={COLUMNS}
        loading={items === null && !failed}
        empty={items !== null && items.length === 0}
        emptyText="No held payments"
      >
        {items?.map((held) => (
          <tr key={held.id}>
            <Cell>{formatDateTime(held.received_at)}</Cell>
            <Cell>{PROVIDER_LABELS[held.provider]}</Cell>
            <Cell className="font-mono text-xs">
              {held.payment_id ?? 'Unreadable IPN'}
              {held.order_id && <span className="block text-slate-500">Order {held.order_id}</span>}
              {held.provider_ref && <span className="block text-slate-500">Ref {held.provider_ref}</span>}
            </Cell>
            <Cell>{held.purpose ? PURPOSES[held.purpose] : 'Unknown'}</Cell>
            <Cell>
              <span className="block w-48 break-all whitespace-normal">{held.contact}</span>
            </Cell>
            <Cell className="tabular-nums">{held.received_amount === null ? '' : formatUsd(held.received_amount)}</Cell>
            <Cell>
              <span className="block w-64 text-xs break-words whitespace-normal">{held.reason}</span>
            </Cell>
            <Cell>
              <Resolution held={held} />
            </Cell>
            <Cell>
              {held.status === 'held' && (
                <div className="flex flex-wrap gap-1">
                  {held.fulfillable && (
                    <ActionButton onClick={() => setResolving({ held, action: 'fulfil' })}>
                      {ACTION_LABELS.fulfil}
                    </ActionButton>
                  )}
                  {held.creditable && (
                    <ActionButton onClick={() => setResolving({ held, action: 'credit' })}>
                      {ACTION_LABELS.credit}
                    </ActionButton>
                  )}
                  <ActionButton onClick={() => setResolving({ held, action: 'refund-note' })}>
                    {ACTION_LABELS['refund-note']}
                  </ActionButton>
                  <ActionButton onClick={() => setResolving({ held, action: 'dismiss' })}>
                    {ACTION_LABELS.dismiss}
                  </ActionButton>
                </div>
              )}
            </Cell>
          </tr>
        ))}
      </AdminTable>
      <LoadMore pages={list} />
      {resolving && (
        <ResolveHeldDialog held={resolving.held} action={resolving.action} onClose={() => setResolving(null)} />
      )}
      <OwedRefundsSection />
    </AdminPage>
  );
}
