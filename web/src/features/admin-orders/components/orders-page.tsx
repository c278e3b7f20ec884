// Order Management (/admin/orders): Total Orders, Completed, Pending and Total Revenue over the loaded one-time
// orders; search by order id, user or email and the status and type filters over what is loaded (Enter looks a whole
// email, number, order id, payment id or provider reference up, any order with its payment's state: docs/decisions/038,
// 051); the type always reads One-Time SMS; View and Cancel do nothing, and Cancel stands only on an order still pending.

import { LABELS, MESSAGES } from '@shared/messages';
import { formatUsd } from '@shared/money';
import { matchesOrder } from '@shared/admin-list-filters';
import { ordersQuery } from '@/lib/admin/queries';
import { AdminListPage } from '@/components/admin/admin-list-page';
import { useFilter } from '@/components/admin/list-controls';
import { ActionButton, Cell, HolderCell, StatusPill } from '@/components/admin/admin-table';
import { ORDER_TYPE, formatDate, holderName, logInertAction } from '@/lib/admin/format';
import { useAdminList } from '@/lib/admin/use-admin-list';
import type { AdminOrder, AdminPaymentState } from '@shared/schemas/admin';
import type { ReactNode } from 'react';

const COLUMNS = ['Order ID', 'User', 'Service', 'Type', 'Phone Number', 'Amount', 'Status', 'Date', 'Actions'] as const;
const STATUSES = {
  all: 'All Status',
  completed: 'Completed',
  active: 'Active',
  pending: 'Pending',
  cancelled: 'Cancelled',
};
const TYPES = { all: 'All Types', 'one-time': ORDER_TYPE, lease: LABELS.lease, purchase: 'Purchase' };

/** Only an order still pending can be cancelled: a completed or cancelled one has nothing left to cancel. */
const CANCELLABLE: ReadonlySet<AdminOrder['status']> = new Set(['pending']);

/** Ours (docs/decisions/038): a looked-up anonymous order's payment, beside its status. */
const PAYMENT_STATES: Record<AdminPaymentState, string> = {
  pending: 'pending',
  partly_paid: 'partly paid',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
  held: 'held for support',
};

/**
 * A cell whose words may wrap: with the nine columns the spec gives, the table only fits its card at 1280 px when the
 * service, the type and the payment's state may take two lines (issue 33).
 */
function WrappingCell({ children }: { children: ReactNode }) {
  return <td className="px-3 py-3 text-slate-700">{children}</td>;
}

/** 'One-Time SMS' wrapping only before 'SMS', never at the hyphen. */
function OrderType() {
  const cut = ORDER_TYPE.lastIndexOf(' ');
  return (
    <>
      <span className="whitespace-nowrap">{ORDER_TYPE.slice(0, cut)}</span>
      {ORDER_TYPE.slice(cut)}
    </>
  );
}

export function OrdersPage() {
  const list = useAdminList(ordersQuery, (page) => page.orders);
  const status = useFilter('Status', STATUSES);
  const type = useFilter('Type', TYPES);
  const { count } = list;
  const revenue = list.total((order) => (order.status === 'cancelled' ? 0 : order.price));
  const filter = list.filterWith({ status: status.value, type: type.value });
  const shown = list.items?.filter((order) => matchesOrder(order, filter)) ?? [];

  return (
    <AdminListPage
      list={list}
      title={LABELS.adminNav.orders}
      intro="One-time SMS orders, member and anonymous, newest first."
      failedMessage={MESSAGES.ordersLoadFailed}
      exportList="orders"
      filter={filter}
      cards={[
        { label: 'Total Orders', value: count(() => true) },
        { label: 'Completed', value: count((order) => order.status === 'completed') },
        { label: 'Pending', value: count((order) => order.status === 'pending') },
        { label: 'Total Revenue', value: revenue },
      ]}
      searchLabel="Search by order ID, user or email"
      lookUpWhat="a whole email, phone number, order ID, payment ID or provider reference (CP…)"
      filters={[status, type]}
      caption="Orders"
      columns={COLUMNS}
      shownCount={shown.length}
    >
      {shown.map((order) => (
        <tr key={order.id}>
          {/* 16 characters a line: a member's order id on one, an anonymous order's 32 on two, never wider. */}
          <td className="w-36 max-w-36 min-w-36 px-3 py-3 font-mono text-xs break-all text-slate-700">{order.id}</td>
          <HolderCell name={holderName(order)} email={order.user_email} />
          <WrappingCell>{order.service_name}</WrappingCell>
          <WrappingCell>
            <OrderType />
          </WrappingCell>
          <Cell>{order.phone_number}</Cell>
          <Cell className="tabular-nums">{formatUsd(order.price)}</Cell>
          <Cell>
            <StatusPill status={order.status} />
            {order.payment && (
              <span className="mt-1 block text-xs whitespace-normal text-slate-600">
                Payment {PAYMENT_STATES[order.payment.state]}
              </span>
            )}
          </Cell>
          <Cell>{formatDate(order.created_at)}</Cell>
          <Cell>
            <div className="flex flex-wrap gap-1">
              <ActionButton onClick={() => logInertAction('view', order.id)}>View</ActionButton>
              {CANCELLABLE.has(order.status) && (
                <ActionButton onClick={() => logInertAction('cancel', order.id)}>Cancel</ActionButton>
              )}
            </div>
          </Cell>
        </tr>
      ))}
    </AdminListPage>
  );
}
