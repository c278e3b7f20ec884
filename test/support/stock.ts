// Test set-up for purchases: funding a member through the ledger, and checking a balance against its ledger.

import type { TableClient } from '../../functions/adapters/dynamo/document-client.js';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { ledgerBalance } from '../../functions/domain/wallet/ledger.js';
import { registeredMember } from './http.js';

/** A registered member whose wallet holds `cents`, credited as a top-up in the ledger (test set-up, not an API call). */
export async function fundedMember(
  table: TableClient,
  cents: number,
  label = 'buyer',
  siteUrl?: string,
  options: { confirmed?: boolean } = {},
) {
  const member = await registeredMember(label, undefined, siteUrl, options);
  const applied = await createWalletRepository(table).apply(
    [
      {
        userId: member.user.id,
        kind: 'top_up',
        amountCents: cents,
        description: 'Test top-up',
        reference: `test-top-up:${member.user.id}`,
      },
    ],
    new Date(),
  );
  if (applied !== 'applied') throw new Error(`Could not fund ${member.email}: ${applied}`);
  return member;
}

/** The stored balance and the sum of the ledger, which must always agree (invariant 1). */
export async function balanceAndLedger(table: TableClient, userId: string) {
  const user = await createUserRepository(table).findById(userId);
  const ledger = ledgerBalance(await createWalletRepository(table).transactions(userId));
  return { balance: user!.walletBalanceCents, ledger };
}
