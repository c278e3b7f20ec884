// Receipts (docs/decisions/040): a member's for any entry of their own ledger, an anonymous buyer's for their paid order.
// What is not the caller's is not found, never forbidden, so a receipt's existence is not told to anyone else.

import { PROVIDER_LABELS } from '../../../shared/coins.js';
import type { PurchaseType } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Receipt, ReceiptQuery } from '../../../shared/schemas/receipts.js';
import { AppError } from '../errors.js';
import type { Payment } from '../payments/payment.js';
import { amountMoved, isCredit, type WalletTransaction } from '../wallet/ledger.js';
import type { ReceiptDeps } from './receipt-deps.js';

/** What paid for an entry that was not a crypto payment: the wallet's balance. */
export const WALLET_METHOD = 'Wallet balance';

/** The payment a top-up's entries name (`payment:<id>:credited:<cents>`, `payment:<id>:bonus`). */
const PAYMENT_REFERENCE = /^payment:([^:]+):/;
/** What an entry was written for, after its kind (`one_time:<id>`, `refund:one_time:<id>`, `api_key:<id>:until:…`). */
const SUBJECT_ID = /^(?:refund:)?[a-z_-]+:([^:]+)/;

/** The payment a ledger entry names, when it is a top-up's; null for anything paid from or to the wallet. */
export async function entryPayment(
  deps: Pick<ReceiptDeps, 'payments'>,
  entry: Pick<WalletTransaction, 'reference'>,
): Promise<Payment | null> {
  const paymentId = PAYMENT_REFERENCE.exec(entry.reference)?.[1];
  return paymentId ? deps.payments.find(paymentId) : null;
}

/**
 * The reference a buyer can read and quote (docs/decisions/051): a top-up's, the provider's transaction id (else our
 * payment id); anything else, the id of what the entry paid for or gave back (the order, lease, eSIM or API key), never
 * the ledger's internal key.
 */
export function buyerReference(entry: Pick<WalletTransaction, 'reference'>, payment: Payment | null): string {
  if (payment) return payment.providerRef ?? payment.id;
  return SUBJECT_ID.exec(entry.reference)?.[1] ?? entry.reference;
}

/** What an anonymous order bought, as the member's entry for the same purchase names it. */
const ANONYMOUS_KIND: Record<PurchaseType, Receipt['kind']> = { 'one-time': 'one_time', lease: 'lease', buy: 'esim' };

const cryptoMethod = (payment: Payment) => `${PROVIDER_LABELS[payment.provider]} (${payment.coin.toUpperCase()})`;

function notFound(): never {
  throw new AppError('notFound', MESSAGES.notFound);
}

async function entryReceipt(deps: ReceiptDeps, entry: WalletTransaction): Promise<Receipt> {
  const payment = await entryPayment(deps, entry);
  return {
    number: entry.id,
    date: entry.createdAt,
    kind: entry.kind,
    item: entry.description,
    amount: amountMoved(entry),
    credit: isCredit(entry),
    currency: 'USD',
    payment_method: payment ? cryptoMethod(payment) : WALLET_METHOD,
    payment_reference: buyerReference(entry, payment),
  };
}

/** The member's receipt of one of their own entries, by its id or by the reference of what it paid for. */
export async function memberReceipt(deps: ReceiptDeps, userId: string, query: ReceiptQuery): Promise<Receipt> {
  const entry =
    query.id !== undefined
      ? await deps.statements.transaction(userId, query.id)
      : await deps.statements.transactionByReference(userId, query.reference ?? '');
  return entry ? entryReceipt(deps, entry) : notFound();
}

/** The receipt of an anonymous order once paid, for whoever holds its link (its unguessable id, docs/decisions/023). */
export async function anonymousReceipt(deps: ReceiptDeps, orderId: string): Promise<Receipt> {
  const order = await deps.anonymousOrders.find(orderId);
  if (!order || order.status !== 'paid') notFound();
  const payment = await deps.payments.find(order.paymentId);
  if (!payment) notFound();
  return {
    number: payment.id,
    date: payment.updatedAt,
    kind: ANONYMOUS_KIND[order.type],
    item: order.phoneNumber ? `${order.serviceName} (${order.phoneNumber})` : order.serviceName,
    amount: order.priceCents,
    credit: false,
    currency: 'USD',
    payment_method: cryptoMethod(payment),
    payment_reference: payment.providerRef ?? payment.id,
  };
}
