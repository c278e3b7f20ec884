// Confirmed addresses (docs/decisions/053): a new account's address, a changed one, and an anonymous lease's forwarding
// address are confirmed by a single-use link valid for CONFIRM_TOKEN_TTL_S, its email a fixed text written with the
// token. Until then the mail rule (../outbox/mail-rule.ts) sends the address nothing but that link and resets.

import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_LINK_PARAM, CONFIRM_RESEND_LIMIT, CONFIRM_TOKEN_TTL_S } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { AppError } from '../errors.js';
import type { MailContent } from '../outbox/mail-content.js';
import type { OutboxItem } from '../outbox/outbox-item.js';
import type {
  AddressConfirmation,
  AddressConfirmationRepository,
  ConfirmationTarget,
} from './address-confirmation-ports.js';
import type { OutboxWriterDeps } from '../outbox/outbox-deps.js';
import { announceOutbox, outboxEmail } from '../outbox/outbox-writes.js';
import { givenAddress } from '../outbox/mail-rule.js';
import type { AnonymousOrder } from '../orders/anonymous-order.js';
import type { AnonymousOrderRepository } from '../orders/ports.js';
import { takeAllowance } from '../rate-limit/allowance.js';
import type { WindowCounterRepository } from '../rate-limit/ports.js';
import type { Clock } from '../ports.js';
import { memberRecipient, type User } from '../users/user.js';

export interface ConfirmationDeps extends OutboxWriterDeps {
  clock: Clock;
  addressConfirmations: AddressConfirmationRepository;
  publicUrl: string;
}

/** A confirmation and the email that carries its link, to be written together. */
export interface ConfirmationMail {
  confirmation: AddressConfirmation;
  outbox: OutboxItem[];
}

export const hashConfirmToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const site = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The link the email carries: it opens the site, which confirms the address with one call. */
export const confirmLink = (publicUrl: string, token: string): string =>
  `${site(publicUrl)}/?${CONFIRM_LINK_PARAM}=${token}`;

/** A new token for `email`, and its email: a fixed text, quoting nothing anyone typed but the address itself. */
function confirmationMail(
  target: ConfirmationTarget,
  email: string,
  now: Date,
  content: (link: string) => MailContent,
  publicUrl: string,
): ConfirmationMail {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CONFIRM_TOKEN_TTL_S * 1000);
  const confirmation = { tokenHash: hashConfirmToken(token), target, email, expiresAt };
  // Carries the token, so it goes when the token does, sent or not (docs/decisions/034 "Password resets").
  const outbox = outboxEmail(
    givenAddress(email, false),
    'addressConfirmation',
    content(confirmLink(publicUrl, token)),
    now,
    expiresAt,
  );
  return { confirmation, outbox };
}

/** The link to a member's address (new, or changed to). */
export function memberConfirmationMail(
  deps: Pick<ConfirmationDeps, 'publicUrl'>,
  user: Pick<User, 'id' | 'email'>,
  now: Date,
): ConfirmationMail {
  return confirmationMail(
    { kind: 'user', id: user.id },
    user.email,
    now,
    (link) => ({
      subject: 'Confirm your email address',
      paragraphs: [
        'Hello,',
        'Open this link within 48 hours to confirm this address for your UK SMS Numbers account:',
        link,
        'Until it is confirmed we send it nothing but this link and password resets.',
        'If you did not create an account or change its address, ignore this email: nothing more will be sent.',
      ],
    }),
    deps.publicUrl,
  );
}

/** The link to an anonymous lease's forwarding address, with the order's link (docs/decisions/023). */
export function orderConfirmationMail(
  deps: Pick<ConfirmationDeps, 'publicUrl'>,
  order: Pick<AnonymousOrder, 'id' | 'email' | 'serviceName'> & { email: string },
  now: Date,
): ConfirmationMail {
  return confirmationMail(
    { kind: 'order', id: order.id },
    order.email,
    now,
    (link) => ({
      subject: `Confirm where your ${order.serviceName} lease's SMS go (order ${order.id})`,
      paragraphs: [
        'Hello,',
        `Your 30-day ${order.serviceName} number is rented. Open this link within 48 hours to confirm this address: ` +
          'every SMS to the number is forwarded to it from then on, and none before.',
        link,
        `Your order's page, with the number: ${site(deps.publicUrl)}/?order_id=${order.id}`,
        'If you did not rent a number, ignore this email: nothing more will be sent.',
      ],
    }),
    deps.publicUrl,
  );
}

/** Writes a confirmation and its email, and announces the email. */
export async function sendConfirmation(deps: ConfirmationDeps, mail: ConfirmationMail): Promise<void> {
  await deps.addressConfirmations.create(mail.confirmation, mail.outbox);
  await announceOutbox(deps, mail.outbox);
}

type ResendDeps = ConfirmationDeps & { counters: WindowCounterRepository };

const resendAllowance = (deps: ResendDeps, key: string) =>
  takeAllowance(deps, `confirm#${key}`, CONFIRM_RESEND_LIMIT, (retryAfterS) =>
    MESSAGES.tooManyConfirmLinks(Math.ceil(retryAfterS / 60)),
  );

/** The member's "Send the link again": a new link (the old ones still work until they expire). */
export async function resendMemberConfirmation(deps: ResendDeps, user: User): Promise<void> {
  if (memberRecipient(user).confirmed) throw new AppError('validation', MESSAGES.emailAlreadyConfirmed);
  await resendAllowance(deps, `user#${user.id}`);
  await sendConfirmation(deps, memberConfirmationMail(deps, user, deps.clock.now()));
}

/** The anonymous lease page's "Send the link again", for whoever holds the order's link. */
export async function resendOrderConfirmation(
  deps: ResendDeps & { anonymousOrders: Pick<AnonymousOrderRepository, 'find'> },
  orderId: string,
): Promise<string> {
  const order = await deps.anonymousOrders.find(orderId);
  if (!order) throw new AppError('notFound', MESSAGES.orderNotFound);
  const { email } = order;
  // Sent first when the lease is handed over; before that there is nothing to forward.
  if (order.type !== 'lease' || !email || !order.phoneNumber) throw new AppError('notFound', MESSAGES.orderNotFound);
  if (order.emailConfirmedAt !== null) throw new AppError('validation', MESSAGES.emailAlreadyConfirmed);
  await resendAllowance(deps, `order#${order.id}`);
  await sendConfirmation(deps, orderConfirmationMail(deps, { ...order, email }, deps.clock.now()));
  return email;
}

/** The link opened: the address is confirmed, once; a bad, used or expired token changes nothing. */
export async function confirmAddress(
  deps: Pick<ConfirmationDeps, 'clock' | 'addressConfirmations'>,
  token: string,
): Promise<ConfirmationTarget> {
  const target = await deps.addressConfirmations.confirm(hashConfirmToken(token), deps.clock.now());
  if (!target) throw new AppError('validation', MESSAGES.confirmLinkInvalid, { token: MESSAGES.confirmLinkInvalid });
  return target;
}
