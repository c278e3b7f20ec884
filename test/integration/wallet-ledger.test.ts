import { describe, expect, it } from 'vitest';
import { createUserRepository } from '../../functions/adapters/dynamo/user-repository.js';
import { createWalletRepository } from '../../functions/adapters/dynamo/wallet-repository.js';
import { ledgerBalance, type LedgerEntry } from '../../functions/domain/wallet/ledger.js';
import { registeredMember } from '../support/http.js';
import { localTable } from '../support/table.js';

const table = localTable();
const wallet = createWalletRepository(table);
const users = createUserRepository(table);

const topUp = (userId: string, amountCents: number, reference: string): LedgerEntry => ({
  userId,
  kind: 'top_up',
  amountCents,
  description: 'Top-up',
  reference,
});
const spend = (userId: string, amountCents: number, reference: string): LedgerEntry => ({
  userId,
  kind: 'one_time',
  amountCents,
  description: 'One-time SMS',
  reference,
});

async function balanceOf(userId: string) {
  return (await users.findById(userId))!.walletBalanceCents;
}

describe('wallet ledger (invariant 1)', () => {
  it('applies a credit once however many times it races in with the same reference', async () => {
    const { user } = await registeredMember('ledger-once');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => wallet.apply([topUp(user.id, 10_000, `test-once-${user.id}`)], new Date())),
    );
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    expect(await balanceOf(user.id)).toBe(10_000);
    expect(await wallet.transactions(user.id)).toHaveLength(1);
  });

  it('never goes below zero when debits race, and the balance equals the sum of the ledger', async () => {
    const { user } = await registeredMember('ledger-race');
    expect(await wallet.apply([topUp(user.id, 1_000, `seed-${user.id}`)], new Date())).toBe('applied');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => wallet.apply([spend(user.id, 99, `spend-${user.id}-${i}`)], new Date())),
    );
    const applied = results.filter((r) => r === 'applied').length;
    expect(applied).toBe(10);
    expect(results.filter((r) => r === 'insufficientBalance')).toHaveLength(20);
    const balance = await balanceOf(user.id);
    expect(balance).toBe(1_000 - 10 * 99);
    expect(ledgerBalance(await wallet.transactions(user.id))).toBe(balance);
  });

  it('keeps balance and ledger equal through a randomised run of credits and debits', async () => {
    const { user } = await registeredMember('ledger-random');
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const work = Array.from({ length: 60 }, (_, i) =>
      random() < 0.4
        ? wallet.apply([topUp(user.id, Math.ceil(random() * 5_000), `r-in-${user.id}-${i}`)], new Date())
        : wallet.apply([spend(user.id, Math.ceil(random() * 1_500), `r-out-${user.id}-${i}`)], new Date()),
    );
    await Promise.all(work);
    const balance = await balanceOf(user.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(ledgerBalance(await wallet.transactions(user.id))).toBe(balance);
  });

  it('applies a top-up and its bonus for the same wallet in one transaction', async () => {
    const { user } = await registeredMember('ledger-bonus');
    const entries: LedgerEntry[] = [
      topUp(user.id, 10_000, `pay-${user.id}`),
      {
        userId: user.id,
        kind: 'bonus',
        amountCents: 1_500,
        description: 'Bonus 15%',
        reference: `pay-${user.id}-bonus`,
      },
    ];
    expect(await wallet.apply(entries, new Date())).toBe('applied');
    expect(await wallet.apply(entries, new Date())).toBe('duplicate');
    expect(await balanceOf(user.id)).toBe(11_500);
    expect((await wallet.transactions(user.id)).map((t) => t.type)).toEqual(['deposit', 'deposit']);
  });
});
