// Deleting an account (docs/decisions/020): re-authenticated first (docs/decisions/050), then the balance forfeited in
// the ledger, active leases cancelled without refund, then name, email and password hash removed and every session
// ended; orders, payments, ledger and tickets stay, named only by the user's id.

import { holdsNumber } from '../leases/lease.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Reauthentication } from '../../../shared/schemas/security.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import type { AttemptSource } from '../auth/password-check.js';
import { reauthenticate } from '../auth/reauthenticate.js';
import { AppError } from '../errors.js';
import { sortableId } from '../ids.js';
import type { ApiKeyRepository } from '../api-keys/ports.js';
import { deleteAllApiKeys } from '../api-keys/manage-api-keys.js';
import type { LeaseRepository } from '../leases/ports.js';
import type { OneTimeOrderRepository } from '../orders/ports.js';
import type { WalletRepository } from '../wallet/ports.js';
import { userOwner } from '../stock/owner.js';
import type { User } from './user.js';

export type DeleteAccountDeps = Pick<AuthDeps, 'clock' | 'users' | 'counters' | 'passwords' | 'sealer'> & {
  apiKeys: ApiKeyRepository;
  leases: LeaseRepository;
  oneTimeOrders: OneTimeOrderRepository;
  wallet: WalletRepository;
};

/** A credit or debit can land between reading the balance and writing: each try reads it again. */
const MAX_TRIES = 5;

export const DELETED_MEMBER_NAME = 'Deleted member';

/** What a deleted account keeps in place of its personal data: nothing that names or reaches a person. */
export function removedPersonalData(user: User): Pick<User, 'name' | 'email' | 'passwordHash' | 'sessionGeneration'> {
  return {
    name: DELETED_MEMBER_NAME,
    // Never an address anyone can register or receive mail at (.invalid is reserved), unique per user.
    email: `deleted-${user.id}@deleted.invalid`,
    passwordHash: '',
    sessionGeneration: user.sessionGeneration + 1,
  };
}

/**
 * Deletes the member's account. Each step is safe to repeat. Whatever else the member holds that must end with the
 * account (their API keys) is ended in `endHoldings`, before personal data goes.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  user: User,
  given: Reauthentication,
  source: AttemptSource,
): Promise<void> {
  await reauthenticate(deps, user, given, source);
  const now = deps.clock.now();
  // The balance first: with nothing left, nothing new can be bought while the rest is ended.
  await forfeitBalance(deps, await reload(deps, user), now);
  await endHoldings(deps, user, now);
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    const current = await forfeitBalance(deps, await reload(deps, user), now);
    if (await deps.users.removePersonalData(current)) return;
  }
  throw new Error(`The account ${user.id} kept changing while it was being deleted`);
}

/**
 * What ends with the account, without refund like the balance: the API keys are deleted (no call is accepted and no
 * renewal taken any more), active leases are cancelled (forwarding stops), and one-time orders still waiting for their
 * code are cancelled, so none is refunded to the account after it is gone.
 */
async function endHoldings(deps: DeleteAccountDeps, user: User, now: Date): Promise<void> {
  await deleteAllApiKeys(deps, user.id);
  const owner = userOwner(user.id);
  for (const lease of await deps.leases.list(owner)) {
    if (holdsNumber(lease)) await deps.leases.cancel(lease, now);
  }
  for (const order of await deps.oneTimeOrders.list(owner)) {
    if (order.status === 'pending') await deps.oneTimeOrders.cancel(order, null, now, []);
  }
}

/** The user as stored now; a session ended meanwhile (another deletion, a password change) ends this one too. */
async function reload(deps: DeleteAccountDeps, user: User): Promise<User> {
  const current = await deps.users.findById(user.id);
  if (!current || current.sessionGeneration !== user.sessionGeneration) {
    throw new AppError('unauthenticated', MESSAGES.notLoggedIn);
  }
  return current;
}

/** Debits whatever the wallet holds, as a ledger entry, so the ledger still sums to the balance; the user at 0. */
async function forfeitBalance(deps: DeleteAccountDeps, user: User, now: Date): Promise<User> {
  let current = user;
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    if (current.walletBalanceCents <= 0) return current;
    const applied = await deps.wallet.apply(
      [
        {
          userId: current.id,
          kind: 'forfeit',
          amountCents: current.walletBalanceCents,
          description: 'Balance forfeited: account deleted',
          reference: `account-deleted:${current.id}:${sortableId(now)}`,
        },
      ],
      now,
    );
    if (applied === 'applied') return { ...current, walletBalanceCents: 0 };
    current = await reload(deps, current);
  }
  throw new Error(`The balance of ${user.id} kept changing while it was being forfeited`);
}
