// The `sms-activate` client from npm with its base URL moved to a local stack: the only change a tool's user makes
// (docs/decisions/030).

import SMSActivate from 'sms-activate';
import { inject } from 'vitest';

export function smsActivateClient(key: string, path = '/stubs/handler_api.php', siteUrl: string = inject('siteUrl')) {
  const sms = new SMSActivate(key);
  sms.session.defaults.baseURL = `${siteUrl}${path}`;
  return sms;
}
