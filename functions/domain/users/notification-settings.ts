// Which optional emails a member takes (docs/decisions/020): `email` switches them all, each kind has its own switch.

import { MESSAGES } from '../../../shared/messages.js';
import { NOTIFICATION_DEFAULTS, type NotificationSettings } from '../../../shared/schemas/notification-settings.js';
import { AppError } from '../errors.js';
import type { UserRepository } from './ports.js';
import type { User } from './user.js';

/** The optional emails, each named by the setting that allows it. */
export type OptionalEmail = 'order_updates' | 'lease_expiry' | 'payment_reminders';

/**
 * Whether the account has a phone number for SMS notifications. None has: registration asks for a name, an email and a
 * password only (docs/decisions/015 "Validation"), so `sms` reads off and cannot be turned on (docs/decisions/020).
 */
export function hasPhoneNumber(_user: Pick<User, 'notifications'>): boolean {
  return false;
}

export function notificationSettingsOf(user: Pick<User, 'notifications'>): NotificationSettings {
  const settings = { ...NOTIFICATION_DEFAULTS, ...user.notifications };
  // One turned on before the rule reads off: nothing can be sent to a phone the account does not have.
  return { ...settings, sms: settings.sms && hasPhoneNumber(user) };
}

/** True when the member takes this optional email; lease forwarding, resets and security notices are not optional. */
export function takesEmail(user: Pick<User, 'notifications'>, kind: OptionalEmail): boolean {
  const settings = notificationSettingsOf(user);
  return settings.email && settings[kind];
}

/**
 * Keeps the settings the member sent (any of the six) and answers all six as they now are. Turning SMS on without a
 * phone number is refused (400) and changes nothing, the other settings sent with it included.
 */
export async function updateNotificationSettings(
  deps: { users: Pick<UserRepository, 'updateNotifications'> },
  user: User,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  if (changes.sms === true && !hasPhoneNumber(user)) {
    throw new AppError('validation', MESSAGES.smsNeedsPhone, { sms: MESSAGES.smsNeedsPhone });
  }
  return notificationSettingsOf(await deps.users.updateNotifications(user, changes));
}
