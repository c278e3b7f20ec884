// A member's whole account on one page for the operations desk (docs/decisions/059): the account and wallet, the
// ledger, orders, leases, eSIMs, API keys, tickets, open sessions (each a sign-in) and the trail's entries about them.
// Each part is one Query of the member's own partition or index entries; the newest of each are shown.

import type { MemberAccount } from '../../../shared/schemas/operations.js';
import { MESSAGES } from '../../../shared/messages.js';
import { listSessions } from '../auth/session-list.js';
import type { SessionRepository } from '../auth/ports.js';
import { toAuditEntryView } from '../audit/audit-list.js';
import { AppError } from '../errors.js';
import type { LeaseRepository } from '../leases/ports.js';
import type { OneTimeOrderRepository } from '../orders/ports.js';
import type { SimCardRepository } from '../sims/ports.js';
import { userOwner } from '../stock/owner.js';
import type { TicketRepository } from '../tickets/ports.js';
import { balanceChange } from '../wallet/ledger.js';
import type { WalletRepository } from '../wallet/ports.js';
import type { AdminDeps } from './admin-deps.js';
import { toAdminUser } from './admin-lists.js';
import { toAdminApiKeys, type KeyDeskDeps } from './api-keys-desk.js';

/** The newest records of each part the page shows. */
const SHOWN = 50;

type AccountPageDeps = Pick<AdminDeps, 'auditTrail'> &
  KeyDeskDeps & {
    wallet: WalletRepository;
    oneTimeOrders: OneTimeOrderRepository;
    leases: LeaseRepository;
    simCards: SimCardRepository;
    tickets: TicketRepository;
    sessions: SessionRepository;
  };

export async function memberAccount(deps: AccountPageDeps, id: string): Promise<MemberAccount> {
  const user = await deps.users.findById(id);
  if (!user) throw new AppError('notFound', MESSAGES.userNotFound);
  const owner = userOwner(user.id);
  const [transactions, orders, leases, sims, keys, tickets, sessions, audit] = await Promise.all([
    deps.wallet.transactions(user.id),
    deps.oneTimeOrders.list(owner),
    deps.leases.list(owner),
    deps.simCards.owned(owner),
    deps.apiKeys.list(user.id),
    deps.tickets.forUser(user.id),
    listSessions(deps, user, ''),
    deps.auditTrail.list({ action: null, operator: null, subject: `user:${user.id}` }, { limit: SHOWN, cursor: null }),
  ]);
  return {
    user: toAdminUser(user),
    transactions: transactions.slice(0, SHOWN).map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      description: entry.description,
      amount: balanceChange(entry),
      created_at: entry.createdAt,
    })),
    orders: orders.slice(0, SHOWN).map((order) => ({
      id: order.id,
      service_name: order.serviceName,
      phone_number: order.phoneNumber,
      status: order.status,
      price: order.priceCents,
      created_at: order.createdAt,
    })),
    leases: leases.slice(0, SHOWN).map((lease) => ({
      id: lease.id,
      service_name: lease.serviceName,
      phone_number: lease.phoneNumber,
      status: lease.status,
      price_cents: lease.priceCents,
      start_date: lease.startDate,
      end_date: lease.endDate,
    })),
    esims: sims.map((sim) => ({ id: sim.id, iccid: sim.iccid, phone_number: sim.phoneNumber, sold_at: sim.soldAt })),
    api_keys: await toAdminApiKeys(deps, keys),
    tickets: tickets.slice(0, SHOWN).map((ticket) => ({
      id: ticket.id,
      subject: ticket.subject,
      status: ticket.status,
      priority: ticket.priority,
      created_at: ticket.createdAt,
    })),
    sessions,
    audit: audit.items.map(toAuditEntryView),
  };
}
