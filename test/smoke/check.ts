// What one smoke check is, and what it is given: the site's client, the run's id and, for purchases, an API key.

import type { SmokeHttp } from './http.js';

export interface SmokeContext {
  http: SmokeHttp;
  /** A test account's API key: only then do the purchase checks run (they spend and refund). */
  apiKey?: string;
  /** 32 hex characters that mark this run's forged requests, so that a test can look for what they left (nothing). */
  runId: string;
}

export type CheckGroup = 'site' | 'api' | 'signatures' | 'purchase';

export interface SmokeCheck {
  group: CheckGroup;
  name: string;
  /** Runs only when an API key was given. */
  needsApiKey?: true;
  /** Resolves with an optional note for the report (a stage, a count); throws a SmokeFailure saying what was wrong. */
  run(context: SmokeContext): Promise<string | void>;
}
