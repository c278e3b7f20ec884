// ops user:disable <email> <reason>, user:enable <email> [reason] and wallet:adjust <email> <amount> <reason>, each
// with --by <name>: the operations desk's account actions from the command line, the same rules the back office runs,
// each written with its audit entry (docs/decisions/059).

import { dollarsToCents, formatUsd } from '../../shared/money.js';
import type { TableClient } from '../adapters/dynamo/document-client.js';
import { createUserRepository } from '../adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../adapters/dynamo/wallet-repository.js';
import { adjustWallet, MAX_ADJUSTMENT_CENTS, switchAccount } from '../domain/admin/account-actions.js';
import type { OpsCommand } from './ops-command.js';
import { withOperator } from './operator-name.js';

function accountDeps(table: TableClient) {
  return {
    clock: { now: () => new Date() },
    users: createUserRepository(table),
    wallet: createWalletRepository(table),
  };
}

async function memberId(deps: ReturnType<typeof accountDeps>, email: string): Promise<string> {
  const user = await deps.users.findByEmail(email.trim().toLowerCase());
  if (!user) throw new Error(`No user with the email ${email}`);
  return user.id;
}

function switchCommand(active: boolean): OpsCommand {
  const usage = active
    ? 'Usage: user:enable <email> [reason] [--by <name>]'
    : 'Usage: user:disable <email> <reason> [--by <name>]';
  return async (table, args) => {
    const { operator, rest } = withOperator(args);
    const [email, ...words] = rest;
    const reason = words.join(' ').trim() || (active ? 'Switched on again' : '');
    if (!email || !reason) throw new Error(usage);
    const deps = accountDeps(table);
    const id = await memberId(deps, email);
    const before = await deps.users.findById(id);
    if (before?.isActive === active) return `${email} is switched ${active ? 'on' : 'off'} already; nothing changed`;
    await switchAccount(deps, operator, id, active, reason);
    return active
      ? `${email} is switched on again by ${operator.name}; they sign in afresh`
      : `${email} is switched off by ${operator.name}: sessions ended, API keys and sign-in refused; wallet and records kept`;
  };
}

export const disableUser = switchCommand(false);
export const enableUser = switchCommand(true);

export const adjustWalletCommand: OpsCommand = async (table, args) => {
  const usage = 'Usage: wallet:adjust <email> <amount in dollars, e.g. 5 or -2.50> <reason> [--by <name>]';
  const { operator, rest } = withOperator(args);
  const [email, amount, ...words] = rest;
  const reason = words.join(' ').trim();
  const negative = amount?.startsWith('-') ?? false;
  const magnitude = amount === undefined ? null : dollarsToCents(negative ? amount.slice(1) : amount);
  if (!email || magnitude === null || magnitude === 0 || magnitude > MAX_ADJUSTMENT_CENTS || !reason) {
    throw new Error(usage);
  }
  const cents = negative ? -magnitude : magnitude;
  const deps = accountDeps(table);
  const user = await adjustWallet(deps, operator, await memberId(deps, email), cents, reason);
  return `${cents > 0 ? 'Credited' : 'Debited'} ${formatUsd(magnitude)} ${cents > 0 ? 'to' : 'from'} ${user.email} by ${operator.name}: the wallet holds ${formatUsd(user.walletBalanceCents)}`;
};
