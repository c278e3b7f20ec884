// The ports of API keys, implemented in adapters/.

import type { WebhookFormat } from '../../../shared/schemas/api-keys.js';
import type { LedgerEntry } from '../wallet/ledger.js';
import type { ApiKey } from './api-key.js';
import type { OutboxItem } from '../outbox/ports.js';
import type { AuditEntry } from '../audit/audit-entry.js';
import type { Page, PageRequest } from '../ports.js';

/** What a member's key entry in their own partition says, enough for the profile's `api_key`. */
export interface ApiKeySummary {
  id: string;
  keyPrefix: string;
  status: ApiKey['status'];
  createdAt: string;
}

/**
 * API keys (docs/decisions/018): each write is one transaction with the key, its member's entry, the member's key
 * count, the timers and, for a fee, the ledger's debit.
 */
export interface ApiKeyRepository {
  /**
   * Stores a new key, debits its fee and writes the emails it causes; refused when the member has `maxKeys` already or
   * the wallet is short.
   */
  create(
    key: ApiKey,
    fee: LedgerEntry,
    maxKeys: number,
    now: Date,
    outbox: readonly OutboxItem[],
  ): Promise<'created' | 'limitReached' | 'insufficientBalance'>;
  /** The member's keys, newest first. */
  list(userId: string): Promise<ApiKey[]>;
  /** The member's summaries, newest first (one Query of their partition). */
  summaries(userId: string): Promise<ApiKeySummary[]>;
  /** The member's key with this id; null when it is not theirs or does not exist. */
  find(userId: string, id: string): Promise<ApiKey | null>;
  /** The key whose SHA-256 this is (one GetItem, strongly consistent unless asked). */
  findByHash(keyHash: string, consistency?: 'strong' | 'eventual'): Promise<ApiKey | null>;
  /** False when the key no longer exists. */
  setStatus(key: ApiKey, status: ApiKey['status']): Promise<boolean>;
  /** Sets the key's webhook URL and signing secret; false when the key is gone. */
  setWebhook(key: ApiKey, url: string, secret: string, format: WebhookFormat): Promise<boolean>;
  /** Removes the key, its entry and timers; false when it was gone already. */
  delete(key: ApiKey): Promise<boolean>;
  /**
   * Takes the fee and starts the period ending `nextBilling`, provided the key is still due as read
   * (`renewalDueAt`); 'stale' when another run got there first or the key is gone.
   */
  renew(
    key: ApiKey,
    fee: LedgerEntry,
    nextBilling: string,
    now: Date,
  ): Promise<'renewed' | 'stale' | 'insufficientBalance'>;
  /** Marks the key suspended and moves its renewal to `retryAt`, provided it is still due as read. */
  suspend(key: ApiKey, retryAt: string): Promise<boolean>;
  /** Keys whose renewal time has come, oldest first. */
  dueForRenewal(now: Date): Promise<ApiKey[]>;
  /** Keys whose payment-reminder time has come in their current period. */
  dueForReminder(now: Date): Promise<ApiKey[]>;
  /** Takes the key's reminder timer for its current period, with its email if any; false when another run took it. */
  claimReminder(key: ApiKey, outbox: OutboxItem[]): Promise<boolean>;
  /** One more call counted and `lastUsed` set, atomically, unless the key has `quota` calls already or is gone. */
  countRequest(key: ApiKey, quota: number, now: Date): Promise<ApiKey | 'quotaExceeded' | 'gone'>;
  /** Sets `lastUsed` (a read that counts nothing); a key deleted meanwhile is left deleted. */
  touch(key: ApiKey, now: Date): Promise<void>;
  /**
   * The operations desk (docs/decisions/059): every key newest first, those whose first characters are `prefix` when
   * given (an index Query, filtered as it reads); one key by its id; a key revoked (`revokedAt`) or restored (null)
   * with the operator's audit entry in one transaction, false when the key is gone.
   */
  everyKey(prefix: string | null, page: PageRequest): Promise<Page<ApiKey>>;
  findById(id: string): Promise<ApiKey | null>;
  setRevoked(key: ApiKey, revokedAt: string | null, audit: AuditEntry): Promise<boolean>;
}

/** Public API calls per member and UTC day, for the dashboard's 'API Calls Today' (docs/decisions/024). */
export interface ApiUsageRepository {
  /** `count` more calls on `day` (`YYYY-MM-DD`), by an atomic add. */
  countCalls(userId: string, day: string, count: number): Promise<void>;
  callsOn(userId: string, day: string): Promise<number>;
}
