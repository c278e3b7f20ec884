// A tool polling with the `sms-activate` client from npm for the whole of a one-time number's window, in the stack's
// time (docs/decisions/030, 049): every poll is answered, the window's end cancels and refunds the activation, and a
// flood over the per-second limit is refused for a moment only.

import { BannedUser } from 'sms-activate/lib/exceptions.js';
import { describe, expect, it } from 'vitest';
import { API_KEY_CALL_BURST, API_KEY_CALLS_PER_SECOND, ONE_TIME_ORDER_HOLD_S } from '../../../shared/constants.js';
import { developer } from '../../support/api-keys.js';
import { moveClock, stackNow } from '../../support/clock.js';
import { smsActivateClient } from '../../support/sms-activate.js';
import { balanceAndLedger } from '../../support/stock.js';
import { localTable } from '../../support/table.js';

const table = localTable();
/** The expiry job runs every minute: the window's end is seen within a minute of it. */
const JOB_RATE_S = 60;

describe('the sms-activate client from npm polling in the stack’s time', () => {
  it('polls getStatus once a second through the 900 s window, then reads the cancellation, refunded', async () => {
    const dev = await developer(table, 2_000, 'npm-poll');
    const sms = smsActivateClient(dev.key);
    const boughtFrom = await stackNow();
    const bought = await sms.getNumber('wa', 16);
    const boughtBy = await stackNow();
    // The stack's clock also runs with the machine's: each poll is timed between the clock read before it and the
    // time the next one-second move started from, never by counting polls.
    const polls: { answer: string; from: number; by: number }[] = [];
    let now = boughtBy;
    while (now <= boughtBy + (ONE_TIME_ORDER_HOLD_S + JOB_RATE_S) * 1_000) {
      const answer = await sms.getStatus(bought!.id);
      const moved = await moveClock(1_000);
      polls.push({ answer, from: now, by: moved - 1_000 });
      now = moved;
    }
    const cancelledAt = polls.findIndex((poll) => poll.answer === 'STATUS_CANCEL');
    expect(cancelledAt).toBeGreaterThan(0);
    // Cancelled no earlier than the window's end, and seen by the next run of the job after it.
    expect(polls[cancelledAt]!.by).toBeGreaterThanOrEqual(boughtFrom + ONE_TIME_ORDER_HOLD_S * 1_000);
    expect(polls[cancelledAt - 1]!.from).toBeLessThanOrEqual(boughtBy + (ONE_TIME_ORDER_HOLD_S + JOB_RATE_S) * 1_000);
    expect(new Set(polls.slice(0, cancelledAt).map((poll) => poll.answer))).toEqual(new Set(['STATUS_WAIT_CODE']));
    expect(new Set(polls.slice(cancelledAt).map((poll) => poll.answer))).toEqual(new Set(['STATUS_CANCEL']));
    // Refunded once; only the purchase counted against the key's quota, every poll was free.
    expect(await balanceAndLedger(table, dev.user.id)).toEqual({ balance: 2_000, ledger: 2_000 });
    expect((await dev.listed()).requests).toBe(1);
  });

  it('refuses a flood over the per-second limit, on the protocol and on /api/v1, until the bucket refills', async () => {
    const dev = await developer(table, 2_000, 'npm-flood');
    const sms = smsActivateClient(dev.key);
    const bought = await sms.getNumber('wa', 16);
    // Far more at once than the bucket holds: those over it are banned for a moment, and a 429 on /api/v1 says so.
    const flood = await Promise.all(
      Array.from({ length: API_KEY_CALL_BURST * 3 }, () => sms.getStatus(bought!.id).catch((error: unknown) => error)),
    );
    expect(flood.filter((answer) => answer instanceof BannedUser).length).toBeGreaterThan(0);
    await moveClock((API_KEY_CALL_BURST / API_KEY_CALLS_PER_SECOND) * 1_000);
    expect(await sms.getStatus(bought!.id)).toBe('STATUS_WAIT_CODE');
    const limited = await Promise.all(Array.from({ length: API_KEY_CALL_BURST * 3 }, () => dev.api('GET', '/balance')));
    const refused = limited.find((reply) => reply.status === 429)!;
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-limit')).toBe(String(API_KEY_CALLS_PER_SECOND));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });
});
