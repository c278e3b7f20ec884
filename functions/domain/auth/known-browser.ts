// A known browser (docs/decisions/050): a browser that signed in to an account before carries a signed token naming
// it (a random id) and the accounts that signed in from it, in a long-lived cookie. It spares the owner's own browser a
// lock that strangers' failed guesses from elsewhere set, and tells a sign-in from a browser never seen on the account.

import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { KNOWN_BROWSER_DAYS, KNOWN_BROWSER_MAX_ACCOUNTS } from '../../../shared/constants.js';

const ISSUER = 'uk-sms-numbers';
/** Kept apart from the session token's claims, so neither can stand for the other. */
const AUDIENCE = 'known-browser';

export interface KnownBrowser {
  /** Random, 128 bits: the browser's failed sign-ins on an account are counted under it. */
  id: string;
  /** The accounts (user ids) that signed in from it, oldest first. */
  accounts: string[];
}

/** Whether the account signed in from this browser before. */
export const knowsAccount = (browser: KnownBrowser | null, userId: string): boolean =>
  browser?.accounts.includes(userId) === true;

/** The browser once `userId` has signed in from it: a new browser, or the same with the account last. */
export function rememberAccount(browser: KnownBrowser | null, userId: string): KnownBrowser {
  const others = (browser?.accounts ?? []).filter((account) => account !== userId);
  return {
    id: browser?.id ?? randomBytes(16).toString('base64url'),
    accounts: [...others, userId].slice(-KNOWN_BROWSER_MAX_ACCOUNTS),
  };
}

export function signKnownBrowser(browser: KnownBrowser, secret: string): string {
  return jwt.sign({ acc: browser.accounts }, secret, {
    algorithm: 'HS256',
    subject: browser.id,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: `${KNOWN_BROWSER_DAYS}d`,
  });
}

/** The browser a token names, or null when it is missing, tampered, expired or another kind of token. */
export function readKnownBrowser(token: string | undefined, secret: string): KnownBrowser | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || !Array.isArray(payload.acc)) return null;
    const accounts = payload.acc.filter((account): account is string => typeof account === 'string');
    return { id: payload.sub, accounts: accounts.slice(-KNOWN_BROWSER_MAX_ACCOUNTS) };
  } catch {
    return null;
  }
}
