// The back office's users, one-time orders and leases: a page newest first, or the records a whole email, phone
// number or id names, looked up on the server (docs/decisions/021); an order also by its payment's id, with its
// payment's state (docs/decisions/038).

import type { AdminLease, AdminListQuery, AdminOrder, AdminUser } from '../../../shared/schemas/admin.js';
import type { Lease } from '../leases/lease.js';
import type { OneTimeOrder } from '../orders/one-time-order.js';
import type { Holder } from './ports.js';
import type { Page, PageRequest } from '../ports.js';
import type { Owner } from '../stock/owner.js';
import { userOwner } from '../stock/owner.js';
import type { User } from '../users/user.js';
import type { AdminDeps } from './admin-deps.js';
import { withOrderPayments, type LookupDeps } from './order-lookup.js';

type ListDeps = Pick<AdminDeps, 'users' | 'oneTimeOrders' | 'leases' | 'adminLists'>;
type OrderListDeps = ListDeps & LookupDeps;
type HolderDeps = Pick<AdminDeps, 'adminLists'>;

const pageRequest = (query: AdminListQuery): PageRequest => ({ limit: query.limit, cursor: query.cursor ?? null });
const isEmail = (term: string) => term.includes('@');
const found = <T>(items: (T | null)[], limit: number): Page<T> => ({
  items: items.filter((item): item is T => item !== null).slice(0, limit),
  nextCursor: null,
});

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    created_at: user.createdAt,
    is_active: user.isActive,
    wallet_balance: user.walletBalanceCents,
    last_login_at: user.lastLoginAt,
    role: user.role,
  };
}

export const toAdminOrder = (order: OneTimeOrder, holder: Holder): AdminOrder => ({
  id: order.id,
  user_name: holder.name,
  user_email: holder.email,
  service_name: order.serviceName,
  price: order.priceCents,
  status: order.status,
  created_at: order.createdAt,
  phone_number: order.phoneNumber,
  verification_code: order.code,
});

export const toAdminLease = (lease: Lease, holder: Holder): AdminLease => ({
  id: lease.id,
  user_name: holder.name,
  // An anonymous lease forwards to the email given at checkout.
  user_email: holder.email || (lease.email ?? ''),
  service_name: lease.serviceName,
  phone_number: lease.phoneNumber,
  status: lease.status,
  start_date: lease.startDate,
  end_date: lease.endDate,
  price_cents: lease.priceCents,
  message_count: lease.messageCount,
});

const ownerId = (owner: Owner) => (owner.kind === 'user' ? owner.userId : owner.orderId);

/** Each record with who holds it; a holder since deleted shows blank. */
export async function withHolders<R extends { owner: Owner }, V>(
  deps: HolderDeps,
  records: R[],
  view: (record: R, holder: Holder) => V,
): Promise<V[]> {
  const holders = records.length ? await deps.adminLists.holders(records.map((record) => record.owner)) : new Map();
  return records.map((record) => view(record, holders.get(ownerId(record.owner)) ?? { name: '', email: '' }));
}

/** A member's records when the term is their email, else the one record whose id or number it is. */
async function searchRecords<R>(
  deps: ListDeps,
  term: string,
  limit: number,
  ofMember: (owner: Owner) => Promise<R[]>,
  byIdOrNumber: (term: string) => Promise<R | null>,
): Promise<Page<R>> {
  if (isEmail(term)) {
    const user = await deps.users.findByEmail(term.toLowerCase());
    return found(user ? await ofMember(userOwner(user.id)) : [], limit);
  }
  return found([await byIdOrNumber(term)], limit);
}

/** The member a phone number of theirs names: the holder of the one-time order or lease on it (docs/decisions/059). */
async function memberByNumber(deps: ListDeps, number: string): Promise<User | null> {
  const record = (await deps.adminLists.orderByIdOrNumber(number)) ?? (await deps.adminLists.leaseByIdOrNumber(number));
  return record?.owner.kind === 'user' ? deps.users.findById(record.owner.userId) : null;
}

const isPhoneNumber = (term: string) => /^\+\d{6,15}$/.test(term);

async function userBySearch(deps: ListDeps, term: string): Promise<User | null> {
  if (isEmail(term)) return deps.users.findByEmail(term.toLowerCase());
  if (isPhoneNumber(term)) return memberByNumber(deps, term);
  return deps.users.findById(term);
}

export async function listUsers(deps: ListDeps, query: AdminListQuery) {
  const page = query.search
    ? found([await userBySearch(deps, query.search)], query.limit)
    : await deps.adminLists.users(pageRequest(query));
  return { users: page.items.map(toAdminUser), next_cursor: page.nextCursor };
}

export async function listOneTimeOrders(deps: OrderListDeps, query: AdminListQuery) {
  const page = query.search
    ? await searchRecords<OneTimeOrder>(
        deps,
        query.search,
        query.limit,
        (owner) => deps.oneTimeOrders.list(owner),
        (term) => deps.adminLists.orderByIdOrNumber(term),
      )
    : await deps.adminLists.oneTimeOrders(pageRequest(query));
  const orders = await withHolders(deps, page.items, toAdminOrder);
  if (query.search && !isEmail(query.search)) {
    return { orders: await withOrderPayments(deps, query.search, orders), next_cursor: null };
  }
  return { orders, next_cursor: page.nextCursor };
}

export async function listLeases(deps: ListDeps, query: AdminListQuery) {
  const page = query.search
    ? await searchRecords<Lease>(
        deps,
        query.search,
        query.limit,
        (owner) => deps.leases.list(owner),
        (term) => deps.adminLists.leaseByIdOrNumber(term),
      )
    : await deps.adminLists.leases(pageRequest(query));
  const leases = await withHolders(deps, page.items, toAdminLease);
  return { leases, next_cursor: page.nextCursor };
}
