// Which optional emails a member takes (docs/decisions/020): `email` switches them all, each kind has its own switch.

import { NOTIFICATION_DEFAULTS, type NotificationSettings } from '../../../shared/schemas/notification-settings.js';
import type { UserRepository } from './ports.js';
import type { User } from './user.js';

/** The optional emails, each named by the setting that allows it. */
export type OptionalEmail = 'order_updates' | 'lease_expiry' | 'payment_reminders';

export function notificationSettingsOf(user: Pick<User, 'notifications'>): NotificationSettings {
  return { ...NOTIFICATION_DEFAULTS, ...user.notifications };
}

/** True when the member takes this optional email; lease forwarding, resets and security notices are not optional. */
export function takesEmail(user: Pick<User, 'notifications'>, kind: OptionalEmail): boolean {
  const settings = notificationSettingsOf(user);
  return settings.email && settings[kind];
}

/** Keeps the settings the member sent (any of the six) and answers all six as they now are. */
export async function updateNotificationSettings(
  deps: { users: Pick<UserRepository, 'updateNotifications'> },
  user: User,
  changes: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  return notificationSettingsOf(await deps.users.updateNotifications(user, changes));
}
