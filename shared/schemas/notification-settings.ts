// A member's notification settings under their server names (docs/decisions/020): the GET answer and the PUT body.

import * as z from 'zod';

export const NOTIFICATION_SETTING_NAMES = [
  'email',
  'sms',
  'push',
  'order_updates',
  'lease_expiry',
  'payment_reminders',
] as const;
export type NotificationSettingName = (typeof NOTIFICATION_SETTING_NAMES)[number];

export const notificationSettings = z.strictObject({
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  order_updates: z.boolean(),
  lease_expiry: z.boolean(),
  payment_reminders: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** The PUT body: any of the six, each a boolean. */
export const notificationSettingsUpdate = notificationSettings.partial();

export const notificationSettingsResponse = z.object({ success: z.literal(true), settings: notificationSettings });

/** Every setting is on except SMS, for which there is no channel yet. */
export const NOTIFICATION_DEFAULTS: NotificationSettings = {
  email: true,
  sms: false,
  push: true,
  order_updates: true,
  lease_expiry: true,
  payment_reminders: true,
};
