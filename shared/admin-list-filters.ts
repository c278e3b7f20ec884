// What a back-office screen's filters select (docs/decisions/044): the term typed in its search box (a part of a name,
// email, id or number) and its dropdowns. The screen applies them to the rows it has loaded; an export applies the
// same ones to every page it reads, so the CSV holds what the filters select over the whole list.

import type { AdminLease, AdminOrder, AdminUser } from './schemas/admin.js';
import type { AdminTicketView } from './schemas/tickets.js';

/** The screens' filter values; 'all' or '' (or none) selects everything. */
export interface AdminListFilter {
  term?: string;
  status?: string;
  type?: string;
  priority?: string;
}

const chosen = (value: string | undefined) => value !== undefined && value !== '' && value !== 'all';
const selects = (value: string | undefined, actual: string) => !chosen(value) || value === actual;

/** Whether any field holds the term, case aside ('' holds everywhere). */
function holds(term: string | undefined, fields: string[]): boolean {
  const needle = (term ?? '').trim().toLowerCase();
  return !needle || fields.some((value) => value.toLowerCase().includes(needle));
}

/** A user is active or inactive; 'banned' is only an option of the dropdown: no user is banned. */
export const userStatus = (user: Pick<AdminUser, 'is_active'>) => (user.is_active ? 'active' : 'inactive');

export const matchesUser = (user: AdminUser, filter: AdminListFilter) =>
  holds(filter.term, [user.name, user.email]) && selects(filter.status, userStatus(user));

/** Every order the list holds is a one-time one: another type selects none. */
export const matchesOrder = (order: AdminOrder, filter: AdminListFilter) =>
  holds(filter.term, [order.id, order.user_name, order.user_email]) &&
  selects(filter.status, order.status) &&
  selects(filter.type, 'one-time');

export const matchesLease = (lease: AdminLease, filter: AdminListFilter) =>
  holds(filter.term, [lease.id, lease.user_name, lease.user_email, lease.phone_number]) &&
  selects(filter.status, lease.status);

/** A ticket's reference may be typed with its 'TKT-'. */
export const matchesTicket = (ticket: AdminTicketView, filter: AdminListFilter) =>
  holds((filter.term ?? '').trim().replace(/^tkt-/i, ''), [
    ticket.id,
    ticket.subject,
    ticket.user_name,
    ticket.user_email,
  ]) &&
  selects(filter.status, ticket.status) &&
  selects(filter.priority, ticket.priority);
