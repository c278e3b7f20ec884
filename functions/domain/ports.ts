// The ports the domain needs from the world; adapters/ implements them, tests inject real or in-memory ones.

import type { EventDetail, EventName } from '../../shared/events.js';
import type { Service } from '../../shared/schemas/services.js';
import type { Role } from '../../shared/constants.js';
import type { PaymentProviderName } from '../../shared/coins.js';
import type { AnonymousOrder } from './orders/anonymous-order.js';
import type { NotificationStatus, PaymentNotification } from './payments/notification.js';
import type { Payment, PaymentStatus } from './payments/payment.js';
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
  recordLogin(id: string, at: Date): Promise<void>;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export interface SessionRepository {
  create(session: Session): Promise<void>;
  find(id: string): Promise<Session | null>;
  delete(id: string): Promise<void>;
}

export interface LoginAttemptRepository {
  /** Failed attempts for this email in the window that starts at `windowStart`. */
  failures(email: string, windowStart: Date): Promise<number>;
  recordFailure(email: string, windowStart: Date, expiresAt: Date): Promise<void>;
}

export interface PasswordResetRepository {
  create(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** Consumes the token and sets the new hash in one transaction; false when the token is unknown, used or expired. */
  resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<boolean>;
}

export interface ServiceRepository {
  list(): Promise<Service[]>;
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

export interface EventPublisher {
  publish<E extends EventName>(name: E, detail: EventDetail<E>): Promise<void>;
}

export interface PaymentRepository {
  create(payment: Payment): Promise<void>;
  find(id: string): Promise<Payment | null>;
  /** Records what the provider answered when the payment was created there. */
  recordCheckout(id: string, checkout: ProviderCheckout, now: Date): Promise<void>;
  markFailed(id: string, now: Date): Promise<void>;
  /**
   * Moves a payment to its next status with its ledger entries (and, for an anonymous order that is now paid,
   * the order) in one transaction, provided the payment is still as read; 'stale' when it changed meanwhile.
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
