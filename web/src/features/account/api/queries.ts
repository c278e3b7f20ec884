// The account feature's query: the member's notification settings, under the member root.

import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '@/lib/query/client';
import { getNotificationSettings } from './notification-settings';

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.member, 'account', 'notification-settings'],
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
