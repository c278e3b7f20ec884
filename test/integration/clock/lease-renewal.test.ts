// Keeping a leased number (docs/decisions/062) in the stack's time: a renewal moves the end 30 days on and charges
// once however many requests race; after the end the lease is in its grace, its number held and its SMS kept for a
// renewal; past the grace the number is destroyed; an automatic renewal at the reminder's time renews when the wallet
// holds the price and says so on the lease and by email when it does not.

import { describe, expect, it } from 'vitest';
import { createStockRepositories } from '../../../functions/adapters/dynamo/stock-repositories.js';
import { leaseReminderAt } from '../../../functions/domain/leases/lease-reminder.js';
import { checkLedger } from '../../../functions/domain/audit/ledger-check.js';
import { createLedgerCheckReader } from '../../../functions/adapters/dynamo/ledger-check-reader.js';
import { MESSAGES } from '../../../shared/messages.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { eventually } from '../../support/payments.js';
import { mailsWith, signedSms } from '../../support/sms.js';
import { Client } from '../../support/http.js';
import { balanceAndLedger, fundedMember } from '../../support/stock.js';
import { localTable } from '../../support/table.js';

const table = localTable();
const stock = createStockRepositories(table);
const DAY_MS = 86_400_000;
const WHATSAPP = { service_id: 1, service_name: 'WhatsApp', price_cents: 1499 };
const PRICE = 1499;

type Member = Awaited<ReturnType<typeof fundedMember>>;

/** The member signed in again: days on, the session they had has ended. */
async function signedIn(member: Member): Promise<Member> {
  const client = new Client();
  expect((await client.post('/auth/login.php', { email: member.email, password: member.password })).status).toBe(200);
  return { ...member, client };
}

async function rent(member: Member) {
  const rented = await member.client.post('/users/leases.php', WHATSAPP);
  expect(rented.status).toBe(201);
  return rented.body.lease as { id: string; phone_number: string; end_date: string };
}

const leaseOf = async (member: Member, id: string) =>
  ((await member.client.get('/users/leases.php')).body.leases as Record<string, any>[]).find((lease) => lease.id === id)!;

/** Moves the stack's clock to `at` (it only goes forward). */
const moveTo = async (at: number) => moveClock(Math.max(0, at - (await stackNow())));

describe('lease renewal', () => {
  it('moves the end 30 days on and charges once when five renewals of one end race', async () => {
    const member = await fundedMember(table, 5_000, 'renew-race');
    const lease = await rent(member);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => member.client.post('/users/leases/renew.php', { lease_id: lease.id })),
    );
    const newEnd = new Date(Date.parse(lease.end_date) + 30 * DAY_MS).toISOString();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.lease).toMatchObject({ id: lease.id, status: 'active', end_date: newEnd, renewals: 1 });
    }
    expect(await balanceAndLedger(table, member.user.id)).toEqual({
      balance: 5_000 - 2 * PRICE,
      ledger: 5_000 - 2 * PRICE,
    });
    // The renewal's receipt, found by its reference.
    const receipt = await member.client.get(
      `/users/receipt.php?reference=${encodeURIComponent(`lease:${lease.id}:renewal:${lease.end_date}`)}`,
    );
    expect(receipt.status).toBe(200);
    expect(receipt.body.receipt).toMatchObject({ amount: PRICE, kind: 'lease', payment_reference: lease.id });
    expect(receipt.body.receipt.item).toContain('renewal');
    // Another member's lease is not found, and a short wallet changes nothing.
    const other = await fundedMember(table, 100, 'renew-other');
    expect((await other.client.post('/users/leases/renew.php', { lease_id: lease.id })).status).toBe(404);
    const poor = await fundedMember(table, PRICE, 'renew-poor');
    const poorLease = await rent(poor);
    const short = await poor.client.post('/users/leases/renew.php', { lease_id: poorLease.id });
    expect(short.status).toBe(402);
    expect((await leaseOf(poor, poorLease.id)).end_date).toBe(poorLease.end_date);
    expect((await member.client.post('/users/leases/renew.php', { lease_id: 7 })).status).toBe(400);
  });

  it('holds the number in the grace, keeps its SMS for the buyer and shows them once renewed from the old end', async () => {
    const renter = await fundedMember(table, 5_000, 'renew-grace');
    const lease = await rent(renter);
    await moveTo(Date.parse(lease.end_date) + 60_000);
    const member = await signedIn(renter);
    const graced = await leaseOf(member, lease.id);
    expect(graced).toMatchObject({ status: 'grace', days_left: 0, renewal_price: PRICE });
    expect((await stock.numbers.find(lease.phone_number))?.status).toBe('allocated');

    expect((await signedSms(lease.phone_number, 'Your code is 551199', 'WhatsApp').post()).status).toBe(200);
    await eventually(
      async () => (await leaseOf(member, lease.id)).message_count,
      (count) => count === 1,
    );
    const hidden = await member.client.get(`/users/leases/messages.php?lease_id=${lease.id}`);
    expect(hidden.body.messages).toEqual([]);

    const renewed = await member.client.post('/users/leases/renew.php', { lease_id: lease.id });
    expect(renewed.status).toBe(200);
    // From where it stopped: the old end plus 30 days, not now plus 30 days.
    expect(renewed.body.lease).toMatchObject({
      status: 'active',
      end_date: new Date(Date.parse(lease.end_date) + 30 * DAY_MS).toISOString(),
    });
    const shown = await member.client.get(`/users/leases/messages.php?lease_id=${lease.id}`);
    expect(shown.body.messages).toEqual([expect.objectContaining({ code: '551199', from: 'WhatsApp' })]);
    expect(await balanceAndLedger(table, member.user.id)).toEqual({
      balance: 5_000 - 2 * PRICE,
      ledger: 5_000 - 2 * PRICE,
    });
  });

  it('destroys the number when the grace ends without a renewal, not before', async () => {
    const renter = await fundedMember(table, 5_000, 'renew-none');
    const lease = await rent(renter);
    await moveTo(Date.parse(lease.end_date) + 3 * DAY_MS - 5 * 60_000);
    const member = await signedIn(renter);
    expect(await leaseOf(member, lease.id)).toMatchObject({ status: 'grace' });
    expect((await stock.numbers.find(lease.phone_number))?.status).toBe('allocated');
    await moveClock(10 * 60_000);
    expect(await leaseOf(member, lease.id)).toMatchObject({ status: 'expired', renewal_price: null });
    expect((await stock.numbers.find(lease.phone_number))?.status).toBe('destroyed');
    const late = await member.client.post('/users/leases/renew.php', { lease_id: lease.id });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(MESSAGES.leaseNotRenewable);
  });

  it('renews by itself at the reminder when switched on and the wallet holds the price, and says so when not', async () => {
    const richRenter = await fundedMember(table, 5_000, 'auto-rich');
    const poorRenter = await fundedMember(table, PRICE, 'auto-poor');
    const richLease = await rent(richRenter);
    const poorLease = await rent(poorRenter);
    for (const [member, lease] of [
      [richRenter, richLease],
      [poorRenter, poorLease],
    ] as const) {
      const switched = await member.client.put('/users/leases/auto-renew.php', { lease_id: lease.id, auto_renew: true });
      expect(switched.status).toBe(200);
      expect(switched.body.lease.auto_renew).toBe(true);
    }
    await moveTo(Date.parse(leaseReminderAt({ endDate: richLease.end_date })) + 60_000);
    const [rich, poor] = await Promise.all([signedIn(richRenter), signedIn(poorRenter)]);

    expect(await leaseOf(rich, richLease.id)).toMatchObject({
      status: 'active',
      renewals: 1,
      end_date: new Date(Date.parse(richLease.end_date) + 30 * DAY_MS).toISOString(),
      auto_renew_failed_at: null,
    });
    expect(await balanceAndLedger(table, rich.user.id)).toEqual({
      balance: 5_000 - 2 * PRICE,
      ledger: 5_000 - 2 * PRICE,
    });
    expect(await mailsWith(rich.email, `Your rented number ${richLease.phone_number} renewed for 30 days`)).toHaveLength(1);

    const failed = await leaseOf(poor, poorLease.id);
    expect(failed).toMatchObject({ status: 'active', renewals: 0, end_date: poorLease.end_date });
    expect(failed.auto_renew_failed_at).toEqual(expect.any(String));
    expect(await mailsWith(poor.email, `Your rented number ${poorLease.phone_number} could not renew`)).toHaveLength(1);
    expect(await balanceAndLedger(table, poor.user.id)).toEqual({ balance: 0, ledger: 0 });

    // The books: every wallet equals its ledger, every held number has one live lease, grace or not, and each of the
    // renewals made here (the raced one, the grace's, the automatic one) has its ledger entry.
    const report = await checkLedger(createLedgerCheckReader(table));
    expect(report.discrepancies).toEqual([]);
    expect(report.checked.renewals).toBeGreaterThanOrEqual(3);
  });
});
