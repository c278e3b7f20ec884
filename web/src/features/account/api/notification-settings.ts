// GET and PUT /users/notification-settings.php (docs/decisions/020): the six settings under their server names.

import { notificationSettingsResponse, type NotificationSettings } from '@shared/schemas/notification-settings';
import { apiRequest } from '@/lib/api-client';

export async function getNotificationSettings(signal: AbortSignal): Promise<NotificationSettings> {
  return notificationSettingsResponse.parse(await apiRequest('users.getNotificationSettings', { signal })).settings;
}

export async function saveNotificationSettings(settings: Partial<NotificationSettings>): Promise<NotificationSettings> {
  return notificationSettingsResponse.parse(await apiRequest('users.updateNotificationSettings', { body: settings }))
    .settings;
}
