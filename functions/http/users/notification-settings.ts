// GET and PUT /users/notification-settings.php: the member's six settings under their server names.

import { notificationSettingsUpdate } from '../../../shared/schemas/notification-settings.js';
import { notificationSettingsOf, updateNotificationSettings } from '../../domain/users/notification-settings.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const getNotificationSettings: Operation = async (request) => ({
  body: { settings: notificationSettingsOf(currentUser(request)) },
});

export const putNotificationSettings: Operation = async (request, deps) => {
  const changes = jsonBody(request, notificationSettingsUpdate);
  return { body: { settings: await updateNotificationSettings(deps, currentUser(request), changes) } };
};
