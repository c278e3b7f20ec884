// @vitest-environment happy-dom
// The spec's local session keys and the inactivity clock.

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearExpiredSession,
  holdActivity,
  INACTIVITY_OVERRIDE_KEY,
  inactivityTimeoutMs,
  isInactive,
  lastActivity,
  recordActivity,
  saveSession,
  SESSION_KEYS,
} from './session-storage';

const admin = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  role: 'ADMIN' as const,
  wallet_balance: 1250,
  api_key: null,
  email_confirmed: true,
  email_undeliverable: null,
};

afterEach(() => localStorage.clear());

describe('local session data', () => {
  it('stores the spec keys, the role lowercased and the balance in dollars', () => {
    saveSession(admin);
    expect({ ...localStorage }).toEqual({
      isLoggedIn: 'true',
      userRole: 'admin',
      userEmail: 'ann@example.com',
      username: 'Ann',
      userId: 'u1',
      walletBalance: '12.50',
    });
  });

  it('on expiry clears the flag, role, last activity and wallet balance, and keeps the rest', () => {
    saveSession(admin);
    recordActivity(1);
    clearExpiredSession();
    expect(Object.keys(localStorage).sort()).toEqual(['userEmail', 'userId', 'username']);
  });

  it('keeps no activity for a signed-out tab, so a sign-out leaves nothing behind', () => {
    recordActivity(1_000);
    holdActivity()();
    expect(localStorage.length).toBe(0);
  });

  it('times out after 5 minutes without activity', () => {
    localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
    recordActivity(1_000);
    expect(isInactive(1_000 + 299_999)).toBe(false);
    expect(isInactive(1_000 + 300_000)).toBe(true);
  });

  it('does not time out while a wait is held, and starts the 5 minutes again when it is released', () => {
    localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
    const release = holdActivity();
    const held = Date.now();
    expect(isInactive(held + 3_600_000)).toBe(false);
    release();
    release();
    expect(isInactive(Date.now() + 299_999)).toBe(false);
    expect(isInactive(Date.now() + 300_000)).toBe(true);
  });

  it('while a wait is held, keeps the shared last activity fresh, so another tab never finds the session idle', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    localStorage.setItem(SESSION_KEYS.isLoggedIn, 'true');
    try {
      const release = holdActivity();
      // Another tab of the browser holds no wait: it judges by the last activity in the storage both share.
      const otherTabSeesIdle = () => Date.now() - lastActivity()! >= inactivityTimeoutMs();
      for (let minute = 1; minute <= 20; minute += 1) {
        vi.advanceTimersByTime(60_000);
        expect(otherTabSeesIdle()).toBe(false);
      }
      release();
      vi.advanceTimersByTime(300_000);
      expect(otherTabSeesIdle()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a test shorten the time-out, never lengthen it', () => {
    localStorage.setItem(INACTIVITY_OVERRIDE_KEY, '2000');
    expect(inactivityTimeoutMs()).toBe(2_000);
    localStorage.setItem(INACTIVITY_OVERRIDE_KEY, '900000');
    expect(inactivityTimeoutMs()).toBe(300_000);
  });
});
