// The ports the domain needs from the world; adapters/ implements them, tests inject real or in-memory ones.

import type { EventDetail, EventName } from '../../shared/events.js';
import type { Service } from '../../shared/schemas/services.js';
import type { Role } from '../../shared/constants.js';
import type { TicketPriority, TicketStatus } from '../../shared/schemas/tickets.js';
import type { NotificationSettings } from '../../shared/schemas/notification-settings.js';
import type { PaymentProviderName } from '../../shared/coins.js';
import type { WebhookFormat } from '../../shared/schemas/api-keys.js';
import type { AnonymousOrder } from './orders/anonymous-order.js';
import type { HeldResolution, NotificationStatus, PaymentNotification } from './payments/notification.js';
import type { HeldCredit } from './payments/resolve-held-payment.js';
import type { Payment, PaymentStatus } from './payments/payment.js';
import type { Lease, LeaseMessage } from './leases/lease.js';
import type { OneTimeOrder, OrderMessage } from './orders/one-time-order.js';
import type { SimCard } from './sims/sim-card.js';
import type { InboundSms } from './sms/inbound-sms.js';
import type { SmsMatch } from './sms/sms-match.js';
import type { Ticket, TicketMessage } from './tickets/ticket.js';
import type { Owner } from './stock/owner.js';
import type { Holding, PhoneNumber } from './stock/phone-number.js';
import type { WindowSlot } from './rate-limit.js';
import type { ApiKey } from './api-keys/api-key.js';
import type { User } from './users/user.js';
import type { LedgerEntry, WalletTransaction } from './wallet/ledger.js';

export interface Clock {
  now(): Date;
}

export interface UserRepository {
  /** Creates the user and claims the email in one transaction; throws AppError('emailExists') if taken. */
  create(user: User): Promise<void>;
  findById(id: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Changes name and/or email (re-claiming the email atomically); throws AppError('emailExists') if taken. */
  updateProfile(user: User, changes: { name?: string; email?: string }): Promise<User>;
  setRole(id: string, role: Role): Promise<void>;
  /** Switches the account on or off; switching off ends every session (the next generation) and refuses login. */
  setActive(id: string, active: boolean): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  /** Replaces the hash while it is still `previousHash` (a stronger hash of the same password); false otherwise. */
  upgradePasswordHash(id: string, previousHash: string, passwordHash: string): Promise<boolean>;
  /**
   * Sets a new password and moves the user to the next session generation, which ends every session; the session
   * `keepSessionId` moves along with it and stays. False when the user's generation is no longer `user`'s.
   */
  changePassword(user: User, passwordHash: string, keepSessionId: string): Promise<boolean>;
  /** Stores the notification settings the member changed, merged over those already changed; the user as stored. */
  updateNotifications(user: User, changes: Partial<NotificationSettings>): Promise<User>;
  /**
   * A deleted account: name, email and password hash removed, the email free to register again, every session ended
   * (the next generation), login refused. Only while the balance is 0 and the generation is still `user`'s; false when
   * either moved meanwhile.
   */
  removePersonalData(user: User): Promise<boolean>;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  /** The user's session generation when it started: it is valid only while the user is still in it. */
  generation: number;
}

export interface SessionRepository {
  create(session: Session): Promise<void>;
  find(id: string): Promise<Session | null>;
  delete(id: string): Promise<void>;
}

/** Atomic counters, one per key and fixed window, removed by TTL once the window is over. */
export interface WindowCounterRepository {
  /** Counts one in the slot unless `max` are counted already (one conditional write); false when full. */
  take(slot: WindowSlot, max: number): Promise<boolean>;
  /** Gives one back (never below zero). */
  giveBack(slot: WindowSlot): Promise<void>;
  /** Forgets the slot's count. */
  clear(slot: WindowSlot): Promise<void>;
}

export interface PasswordResetRepository {
  create(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  /**
   * Consumes the token, sets the new hash and ends every session of the user, in one transaction; the user's id, or
   * null when the token is unknown, used or expired. The hash is made only once the token is known to be valid, so
   * guessed tokens cost no password hashing.
   */
  resetPassword(tokenHash: string, makePasswordHash: () => Promise<string>, now: Date): Promise<string | null>;
}

/** A catalogue service with the patterns a message must match to complete its one-time order (null: any message). */
export interface CatalogueEntry {
  service: Service;
  smsMatch: SmsMatch | null;
}

export interface ServiceRepository {
  list(): Promise<CatalogueEntry[]>;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

export type ApplyResult = 'applied' | 'duplicate' | 'insufficientBalance';

export interface WalletRepository {
  /**
   * Applies entries atomically: each balance change, its transaction and its reference marker in one
   * transaction. A debit that would take a balance below zero, or a reference already applied, applies nothing.
   */
  apply(entries: LedgerEntry[], now: Date): Promise<ApplyResult>;
  /** The member's transactions, newest first. */
  transactions(userId: string): Promise<WalletTransaction[]>;
}

/** What a sale was, as the Purchases figure breaks it down. */
export type PurchaseType = 'one-time' | 'lease' | 'esim';

/**
 * The business figures operators watch and alarm on (docs/decisions/029). Each call says that one thing happened, and
 * is made after the write that made it happen succeeded: a refused, failed or repeated attempt counts nothing.
 */
export interface BusinessMetrics {
  purchased(type: PurchaseType): void;
  /** A one-time order ended without its code: refunded to the wallet, or marked for support to return. */
  refunded(): void;
  /** A code completed its one-time order, `msToCode` after the order was made. */
  codeDelivered(msToCode: number): void;
  /** An inbound SMS was routed to its order or lease, or (`matched` false) kept unmatched for an operator. */
  smsRouted(matched: boolean): void;
  ipnApplied(): void;
  ipnHeld(): void;
  /** A payment notification refused before it was stored (unsigned, bad signature, wrong merchant, unreadable). */
  ipnRefused(): void;
  /** A customer webhook try got no 2xx answer. */
  webhookTryFailed(): void;
  /** A customer webhook delivery ended failed, its last try made. */
  webhookDeliveryFailed(): void;
  /** UK numbers available for sale now (a gauge, sampled). */
  stockAvailable(count: number): void;
}

export interface EventPublisher {
  publish<E extends EventName>(name: E, detail: EventDetail<E>): Promise<void>;
}

export interface PaymentRepository {
  create(payment: Payment): Promise<void>;
  find(id: string): Promise<Payment | null>;
  /** Records what the provider answered when the payment was created there. */
  recordCheckout(id: string, checkout: ProviderCheckout, now: Date): Promise<void>;
  /** The checkout could not be opened: the pending payment, and its anonymous order, fail. */
  markFailed(payment: Payment, now: Date): Promise<void>;
  /**
   * Moves a payment to its next status with its ledger entries (and its anonymous order's status) in one
   * transaction, provided the payment is still as read; 'stale' when it changed meanwhile.
   */
  applyDecision(
    payment: Payment,
    next: { status: PaymentStatus; creditedCents: number },
    entries: LedgerEntry[],
    now: Date,
  ): Promise<'applied' | 'stale'>;
}

export interface NotificationRepository {
  /** Stores the raw notification once; 'seen' when the same one arrived before. */
  save(notification: PaymentNotification): Promise<'new' | 'seen'>;
  find(id: string): Promise<PaymentNotification | null>;
  mark(id: string, status: NotificationStatus, reason: string | null): Promise<void>;
  /** A page of the notifications held for an operator (money that could not be applied), newest first, resolved ones too. */
  held(page: PageRequest): Promise<Page<PaymentNotification>>;
  /**
   * Held to resolved with the resolution, and a credit's payment total and wallet entry, in one transaction
   * conditional on the notification still being held and the payment as read: 'alreadyResolved' when another resolve
   * came first, 'stale' when the payment changed meanwhile.
   */
  resolve(
    id: string,
    resolution: HeldResolution,
    credit: HeldCredit | null,
    now: Date,
  ): Promise<'resolved' | 'alreadyResolved' | 'stale'>;
}

export interface AnonymousOrderRepository {
  /** Creates the order and its payment together. */
  create(order: AnonymousOrder, payment: Payment): Promise<void>;
  find(id: string): Promise<AnonymousOrder | null>;
}

export interface CheckoutRequest {
  paymentId: string;
  amountCents: number;
  coin: string;
  buyerEmail: string;
  description: string;
  ipnUrl: string;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckout {
  providerRef: string;
  checkoutUrl: string;
  cryptoAddress: string | null;
  cryptoAmount: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the payment at the provider; throws AppError('providerUnavailable') when it fails. */
  createCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
}

/**
 * Who pays for an allocation, in the same transaction: a member's wallet (debited), or an anonymous order already
 * paid in crypto (its phone number recorded, once).
 */
export type WalletSettlement = { kind: 'wallet'; debit: LedgerEntry };
/** `amountCents`: what the anonymous buyer paid, counted as the sale's revenue. */
export type PaidOrderSettlement = { kind: 'paidOrder'; orderId: string; amountCents: number };
export type Settlement = WalletSettlement | PaidOrderSettlement;

/** A wallet can be short; a paid order can have been fulfilled already (a repeated event). */
export type SettlementFailure<S extends Settlement> = S extends WalletSettlement
  ? 'insufficientBalance'
  : 'alreadyFulfilled';

/** How one allocation attempt ended: allocated, the stock item taken by someone else first, or the settlement failed. */
export type AllocationResult<S extends Settlement = Settlement> = 'allocated' | 'taken' | SettlementFailure<S>;

export interface ImportResult {
  added: number;
  /** Already in the table (in stock, sold or destroyed): an import never brings a number back. */
  skipped: number;
}

export interface NumberRepository {
  import(numbers: string[], now: Date): Promise<ImportResult>;
  /**
   * Up to `limit` numbers in stock; eventually consistent by default (half the read's price: allocation is a
   * conditional write, so a number sold a moment ago only costs a lost attempt), strongly on request.
   */
  available(limit: number, consistency?: 'strong' | 'eventual'): Promise<string[]>;
  /** Up to `limit` allocated numbers, the latest first (an index read: it may lag a moment). */
  inUse(limit: number): Promise<PhoneNumber[]>;
  /** Strongly consistent unless asked otherwise (the SMS consumer reads eventually first, docs/decisions/035). */
  find(number: string, consistency?: 'strong' | 'eventual'): Promise<PhoneNumber | null>;
}

/**
 * Each write below is one transaction: the debit (if any), the record, the number's allocation or destruction, the
 * stock counters and the timers move together or not at all (docs/decisions/016 invariants 1 and 2).
 */
export interface OneTimeOrderRepository {
  /** Settles, stores the order and allocates its number; 'taken' when the number went to someone else first. */
  create<S extends Settlement>(order: OneTimeOrder, settlement: S, now: Date): Promise<AllocationResult<S>>;
  list(owner: Owner): Promise<OneTimeOrder[]>;
  /** 'eventual' reads half as dear and may lag a write by a moment: for polling (docs/decisions/030). */
  find(owner: Owner, id: string, consistency?: 'strong' | 'eventual'): Promise<OneTimeOrder | null>;
  /**
   * Pending without a code to cancelled, refund credited, number destroyed; false when the order was no longer
   * pending or has had a code.
   */
  cancel(order: OneTimeOrder, refund: LedgerEntry | null, now: Date): Promise<boolean>;
  /**
   * Pending to completed with the code (replacing an earlier one), SMS marked routed from `from`
   * (received, or unmatched when an operator assigns it); the number stays the order's
   * until its window closes. False when no longer pending
   * or the SMS no longer `from`.
   */
  complete(order: OneTimeOrder, sms: InboundSms, now: Date, from?: 'received' | 'unmatched'): Promise<boolean>;
  /** Completed back to pending, for another SMS, while its window is open; false otherwise (docs/decisions/030). */
  retry(order: OneTimeOrder, now: Date): Promise<boolean>;
  /** Ends the window of an order that has a code: completed, number destroyed, timer gone; false when done already. */
  closeWindow(order: OneTimeOrder, now: Date): Promise<boolean>;
  /**
   * Keeps a message on a pending order without completing it, SMS marked routed; false when the order is no longer
   * pending or already keeps ORDER_OTHER_MESSAGES_MAX messages.
   */
  keepMessage(order: OneTimeOrder, message: OrderMessage, sms: InboundSms): Promise<boolean>;
  /** Orders whose 900 s have passed and that still hold their number: pending, or completed with the window open. */
  expired(now: Date): Promise<OneTimeOrder[]>;
}

export interface LeaseRepository {
  create<S extends Settlement>(lease: Lease, settlement: S, now: Date): Promise<AllocationResult<S>>;
  list(owner: Owner): Promise<Lease[]>;
  find(owner: Owner, id: string, consistency?: 'strong' | 'eventual'): Promise<Lease | null>;
  messages(lease: Lease): Promise<LeaseMessage[]>;
  /** Adds the message to the inbox and marks the SMS routed; false when the lease is no longer active. */
  addMessage(lease: Lease, message: LeaseMessage, sms: InboundSms): Promise<boolean>;
  /** Active to expired, number destroyed; false when no longer active. */
  expire(lease: Lease, now: Date): Promise<boolean>;
  /** Active to cancelled, number destroyed (forwarding stops), no refund; false when no longer active. */
  cancel(lease: Lease, now: Date): Promise<boolean>;
  /** Active leases whose 30 days have passed. */
  ended(now: Date): Promise<Lease[]>;
  /** Active leases whose expiry reminder is due (LEASE_REMINDER_DAYS before their end) and not yet claimed. */
  endingSoon(now: Date): Promise<Lease[]>;
  /** Takes the lease's reminder, so it is sent once however many runs see it; false when already taken. */
  claimReminder(lease: Lease): Promise<boolean>;
}

export interface SimCardRepository {
  /** Adds SIMs in STOCK, skipping any whose ICCID is known. */
  import(sims: SimCard[]): Promise<ImportResult>;
  /** The ids of up to `limit` SIMs in STOCK, oldest first; eventually consistent by default, like `available`. */
  inStock(limit: number, consistency?: 'strong' | 'eventual'): Promise<string[]>;
  /** STOCK to SOLD for this owner, settled in the same transaction, with the owner's copy of its details. */
  sell<S extends Settlement>(
    simId: string,
    owner: Owner,
    settlement: S,
    now: Date,
  ): Promise<SimCard | 'taken' | SettlementFailure<S>>;
  /** The owner's SIMs, newest first. */
  owned(owner: Owner): Promise<SimCard[]>;
  /** Adds one SIM in STOCK with its claims; a known ICCID, phone number or activation code adds nothing. */
  add(sim: SimCard): Promise<'added' | SimClaimConflict>;
  find(id: string): Promise<SimCard | null>;
  /** STOCK to EXPIRED or back, conditional on the SIM still being in `sim.status`; false when it no longer is. */
  move(sim: SimCard, to: 'STOCK' | 'EXPIRED'): Promise<boolean>;
  /** Removes a SIM still in STOCK with its claims; false when it is no longer in STOCK. */
  remove(sim: SimCard): Promise<boolean>;
  /**
   * One page of the SIMs that match, newest first. A search reads every SIM to count its matches (`matched`); without
   * one, `matched` is null and the counters give the total.
   */
  page(query: SimPageQuery): Promise<{ sims: SimCard[]; matched: number | null }>;
}

export type SimClaimConflict = 'iccid' | 'phoneNumber' | 'activationCode';

export interface SimPageQuery {
  page: number;
  limit: number;
  status: SimCard['status'] | null;
  /** Part of an ICCID or PUK; empty for all. */
  search: string;
}

export interface InboundSmsRepository {
  /**
   * Stores the message unless its MessageSid is stored already; either way returns what is stored. One stored as
   * unmatched is listed for operators at once.
   */
  store(sms: InboundSms): Promise<{ sms: InboundSms; duplicate: boolean }>;
  find(messageSid: string, consistency?: 'strong' | 'eventual'): Promise<InboundSms | null>;
  /** Received to unmatched, kept for an operator; false when it was no longer received (routed or marked already). */
  markUnmatched(sms: InboundSms): Promise<boolean>;
  /**
   * Claims the mailing of a routed message for one event, so duplicate events send one email. The claiming event may
   * claim again (its retries); another only once the claim is older than `staleBefore`. False when not claimed.
   */
  claimForwarding(sms: InboundSms, eventId: string, now: Date, staleBefore: Date): Promise<boolean>;
  markForwarded(sms: InboundSms, at: Date): Promise<void>;
  /** The unmatched messages, newest first. */
  unmatched(limit: number): Promise<InboundSms[]>;
}

/**
 * Codes and message texts are removed 24 hours after arrival (docs/decisions/013 "Codes"); the writes above schedule
 * it.
 */
export interface CodeRetention {
  /** Removes every code and text whose time has come; returns how many records it changed. */
  removeDue(now: Date): Promise<number>;
}

export interface StockCounts {
  availableNumbers: number;
  stockSims: number;
  destroyedNumbers: number;
  soldSims: number;
  expiredSims: number;
  /** The prices of the SIMs sold. */
  simRevenueCents: number;
}

export interface StockStatsRepository {
  counts(): Promise<StockCounts>;
}

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
  /** Stores a new key and debits its fee; refused when the member has `maxKeys` already or the wallet is short. */
  create(
    key: ApiKey,
    fee: LedgerEntry,
    maxKeys: number,
    now: Date,
  ): Promise<'created' | 'limitReached' | 'insufficientBalance'>;
  /** The member's keys, newest first. */
  list(userId: string): Promise<ApiKey[]>;
  /** The member's summaries, newest first (one Query of their partition). */
  summaries(userId: string): Promise<ApiKeySummary[]>;
  /** The member's key with this id; null when it is not theirs or does not exist. */
  find(userId: string, id: string): Promise<ApiKey | null>;
  /** The key whose SHA-256 this is (one GetItem). */
  findByHash(keyHash: string): Promise<ApiKey | null>;
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
  /** Takes the key's reminder timer for its current period; false when another run took it. */
  claimReminder(key: ApiKey): Promise<boolean>;
  /** One more call counted and `lastUsed` set, atomically, unless the key has `quota` calls already or is gone. */
  countRequest(key: ApiKey, quota: number, now: Date): Promise<ApiKey | 'quotaExceeded' | 'gone'>;
  /** Sets `lastUsed` (a read that counts nothing); a key deleted meanwhile is left deleted. */
  touch(key: ApiKey, now: Date): Promise<void>;
}

/** Support tickets and their conversations (docs/decisions/019). */
export interface TicketRepository {
  /** Stores the ticket with its opening message, in one transaction. */
  create(ticket: Ticket, opening: TicketMessage): Promise<void>;
  /** Any ticket by id, read consistently. */
  find(id: string): Promise<Ticket | null>;
  /** The member's tickets, newest first (an index read: it may lag the table a moment). */
  forUser(userId: string): Promise<Ticket[]>;
  /**
   * A page of every ticket, newest first, and the cursor of the next page (null after the last); an unreadable cursor
   * is AppError('validation').
   */
  page(limit: number, cursor: string | null): Promise<{ tickets: Ticket[]; nextCursor: string | null }>;
  /** The conversation, oldest first, read consistently. */
  messages(ticketId: string): Promise<TicketMessage[]>;
  /** Adds the message and counts it on the ticket in one transaction; false when the ticket is closed. */
  addMessage(ticket: Ticket, message: TicketMessage): Promise<boolean>;
  /** Changes the status and/or priority; null when there is no such ticket. */
  update(id: string, changes: { status?: TicketStatus; priority?: TicketPriority }, now: Date): Promise<Ticket | null>;
}

/** Public API calls per member and UTC day, for the dashboard's 'API Calls Today' (docs/decisions/024). */
export interface ApiUsageRepository {
  /** `count` more calls on `day` (`YYYY-MM-DD`), by an atomic add. */
  countCalls(userId: string, day: string, count: number): Promise<void>;
  callsOn(userId: string, day: string): Promise<number>;
}

/** What a sale sold: one-time numbers, leases and eSIMs are orders; an API key's fee is revenue only. */
export type SaleKind = 'oneTime' | 'lease' | 'esim' | 'apiKey';

/** The back office's running totals (docs/decisions/021): revenue net of refunds, orders sold, leases active. */
export interface SalesTotals {
  revenueCents: number;
  orders: number;
  activeLeases: number;
  /** Tickets not yet answered, kept by the tickets' own transactions (0 until they count). */
  pendingTickets: number;
}

/** One UTC day's sales, net of refunds. */
export interface DaySales {
  /** yyyy-mm-dd, UTC. */
  day: string;
  revenueCents: number;
  orders: number;
  oneTimeOrders: number;
  leaseOrders: number;
  buyOrders: number;
}

export interface SalesStatsRepository {
  totals(): Promise<SalesTotals>;
  /** The days from `from` to `to` (yyyy-mm-dd, inclusive) that had sales, oldest first. */
  days(from: string, to: string): Promise<DaySales[]>;
}

/** One page of an admin list, newest first; `nextCursor` continues it, null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor: string | null;
}

/** Who holds an order or lease, as the back office lists it: a member's name and email, an anonymous buyer's email. */
export interface Holder {
  name: string;
  email: string;
}

/** The back office's lists: each a Query of one index partition (docs/decisions/021), never a Scan. */
export interface AdminListRepository {
  users(page: PageRequest): Promise<Page<User>>;
  oneTimeOrders(page: PageRequest): Promise<Page<OneTimeOrder>>;
  leases(page: PageRequest): Promise<Page<Lease>>;
  /** The order or lease whose id, or whose number, is `term`; null when none is. */
  orderByIdOrNumber(term: string): Promise<OneTimeOrder | null>;
  leaseByIdOrNumber(term: string): Promise<Lease | null>;
  /** Who holds each owner's records, by owner key (a member's id or an anonymous order's id). */
  holders(owners: Owner[]): Promise<Map<string, Holder>>;
}

/** One record the books' check looks at (docs/decisions/026 "ledger:check"). */
export type CheckedRecord =
  | { kind: 'wallet'; userId: string }
  | { kind: 'payment'; payment: Payment }
  | { kind: 'number'; number: PhoneNumber }
  | { kind: 'oneTimeOrder'; order: OneTimeOrder }
  | { kind: 'lease'; lease: Lease };

/** What the books' check reads: the whole table in pages (an operator's or a load run's read, never a request's). */
export interface LedgerCheckReader {
  /** Every user, payment, number, one-time order and lease, a bounded page at a time. */
  records(): AsyncIterable<CheckedRecord[]>;
  /** The balance stored on the user, read consistently. */
  walletBalance(userId: string): Promise<number>;
  /** The user's ledger entries, a page at a time, read consistently. */
  ledgerPages(userId: string): AsyncIterable<Pick<WalletTransaction, 'kind' | 'amountCents'>[]>;
  /** Whether a ledger entry with this reference was ever applied. */
  referenceExists(reference: string): Promise<boolean>;
  anonymousOrder(id: string): Promise<AnonymousOrder | null>;
  phoneNumber(number: string): Promise<PhoneNumber | null>;
  /**
   * The order or lease a number is allocated to, as far as the check needs it (`windowOpen`: a one-time order whose
   * window for another SMS has not closed); null when it does not exist.
   */
  heldRecord(holding: Holding): Promise<{ status: string; phoneNumber: string; windowOpen: boolean } | null>;
  /** The payments named by notifications held for an operator (resolved or not): their money is an operator's. */
  heldPaymentIds(): Promise<Set<string>>;
}

/** One dead-letter queue's redrive: how many messages went back to its consumer's queue (approximate on AWS). */
export interface Redriven {
  queue: string;
  moved: number;
}

/** The event consumers' dead letters (docs/decisions/026 "dlq:redrive"): files locally, SQS queues on AWS. */
export interface DeadLetterQueues {
  /** Moves every dead letter of each queue (or of the one named, by its consumer's name) back to its consumer. */
  redrive(consumer: string | null): Promise<Redriven[]>;
}
