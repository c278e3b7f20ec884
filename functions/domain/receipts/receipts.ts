// Receipts (docs/decisions/040): a member's for any entry of their own ledger, an anonymous buyer's for their paid order.
// What is not the caller's is not found, never forbidden, so a receipt's existence is not told to anyone else.

import { PROVIDER_LABELS } from '../../../shared/coins.js';
import type { PurchaseType } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Receipt, ReceiptQuery } from '../../../shared/schemas/receipts.js';
import { AppError } from '../errors.js';
import type { Payment } from '../payments/payment.js';
import { isCredit, type WalletTransaction } from '../wallet/ledger.js';
import type { ReceiptDeps } from './receipt-deps.js';

/** What paid for an entry that was not a crypto payment: the wallet's balance. */
export const WALLET_METHOD = 'Wallet balance';

/** The payment a top-up's entries name (`payment:<id>:credited:<cents>`, `payment:<id>:bonus`). */
const PAYMENT_REFERENCE = /^payment:([^:]+):/;

/** What an anonymous order bought, as the member's entry for the same purchase names it. */
const ANONYMOUS_KIND: Record<PurchaseType, Receipt['kind']> = { 'one-time': 'one_time', lease: 'lease', buy: 'esim' };

const cryptoMethod = (payment: Payment) => `${PROVIDER_LABELS[payment.provider]} (${payment.coin.toUpperCase()})`;

function notFound(): never {
  throw new AppError('notFound', MESSAGES.notFound);
}

async function entryReceipt(deps: ReceiptDeps, entry: WalletTransaction): Promise<Receipt> {
  const paymentId = PAYMENT_REFERENCE.exec(entry.reference)?.[1];
  const payment = paymentId ? await deps.payments.find(paymentId) : null;
  return {
    number: entry.id,
    date: entry.createdAt,
    kind: entry.kind,
    item: entry.description,
    amount: entry.amountCents,
    credit: isCredit(entry.kind),
    currency: 'USD',
    payment_method: payment ? cryptoMethod(payment) : WALLET_METHOD,
    // A top-up names the provider's own transaction when it gave one; anything else, what the entry was for.
    payment_reference: payment ? (payment.providerRef ?? payment.id) : entry.reference,
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
