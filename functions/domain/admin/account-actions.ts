// An operator's actions on a member's account (docs/decisions/059): switched off or on, every session ended, the
// wallet credited or debited with a reason. Each is written in one transaction with its audit entry, and each is what
// the back office's calls and `npm run ops` both run.

import { MESSAGES } from '../../../shared/messages.js';
import { formatUsd } from '../../../shared/money.js';
import { auditEntry, type Operator } from '../audit/audit-entry.js';
import { AppError } from '../errors.js';
import type { Clock } from '../ports.js';
import type { UserRepository } from '../users/ports.js';
import type { User } from '../users/user.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { WalletRepository } from '../wallet/ports.js';

type AccountDeps = { clock: Clock; users: UserRepository };

/** The largest single adjustment, either way: $10,000. A larger movement is not a correction. */
export const MAX_ADJUSTMENT_CENTS = 1_000_000;

async function member(deps: AccountDeps, id: string): Promise<User> {
  const user = await deps.users.findById(id);
  if (!user) throw new AppError('notFound', MESSAGES.userNotFound);
  return user;
}

const userSubject = (user: User) => ({ kind: 'user', id: user.id });

/**
 * Switches the account off (every session ends at once, its API keys and its sign-in are refused; its wallet and
 * records are kept) or on again. An account already so is left alone and nothing is recorded.
 */
export async function switchAccount(
  deps: AccountDeps,
  operator: Operator,
  id: string,
  active: boolean,
  reason: string,
): Promise<User> {
  const user = await member(deps, id);
  if (user.isActive === active) return user;
  const entry = auditEntry(deps.clock.now(), operator, {
    action: active ? 'user_enable' : 'user_disable',
    subject: userSubject(user),
    details: `${active ? 'Switched on' : 'Switched off'} the account of ${user.email}`,
    before: { is_active: user.isActive },
    after: { is_active: active },
    reason,
  });
  if (!(await deps.users.setActive(user.id, active, entry))) throw new AppError('notFound', MESSAGES.userNotFound);
  return member(deps, id);
}

/** Ends every session of the member at once (they sign in again; their API keys are untouched). */
export async function endMemberSessions(
  deps: AccountDeps,
  operator: Operator,
  id: string,
  reason: string,
): Promise<void> {
  // A sign-in or password change moving the generation meanwhile is read again and ended too.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const user = await member(deps, id);
    const entry = auditEntry(deps.clock.now(), operator, {
      action: 'sessions_end',
      subject: userSubject(user),
      details: `Ended every session of ${user.email}`,
      before: { session_generation: user.sessionGeneration },
      after: { session_generation: user.sessionGeneration + 1 },
      reason,
    });
    if (await deps.users.endAllSessions(user, entry)) return;
  }
  throw new AppError('invalidState', MESSAGES.sessionsChangedMeanwhile);
}

/**
 * Credits (positive) or debits (negative) the member's wallet: a ledger entry of kind `adjustment`, its balance change
 * and its audit entry in one transaction. A debit never takes the balance below zero: refused, nothing is written.
 */
export async function adjustWallet(
  deps: AccountDeps & { wallet: WalletRepository },
  operator: Operator,
  id: string,
  amountCents: number,
  reason: string,
): Promise<User> {
  const user = await member(deps, id);
  const now = deps.clock.now();
  const entry = auditEntry(now, operator, {
    action: 'wallet_adjust',
    subject: userSubject(user),
    details: `${amountCents > 0 ? 'Credited' : 'Debited'} ${formatUsd(Math.abs(amountCents))} ${amountCents > 0 ? 'to' : 'from'} the wallet of ${user.email}`,
    // The balance as read just before; the ledger entry is the exact record of what moved.
    before: { wallet_balance: user.walletBalanceCents },
    after: { wallet_balance: user.walletBalanceCents + amountCents, amount_cents: amountCents },
    reason,
  });
  const ledgerEntry: LedgerEntry = {
    userId: user.id,
    kind: 'adjustment',
    amountCents,
    description: amountCents > 0 ? 'Credit from support' : 'Debit by support',
    reference: `adjustment:${entry.id}`,
  };
  const result = await deps.wallet.apply([ledgerEntry], now, entry);
  if (result === 'insufficientBalance') {
    throw new AppError('insufficientBalance', MESSAGES.adjustmentBelowZero(user.walletBalanceCents));
  }
  return member(deps, id);
}
