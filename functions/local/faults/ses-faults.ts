// SES's answers under faults: a SendEmail refused with 503 ServiceUnavailable, on any try. The AWS SDK retries it; when
// every try is refused the send fails, as it does when SES is down, and the code that mails must live with that.

import type { Faults } from './faults.js';
import type { CannedAnswer, ForwardedRequest } from './faulty-endpoint.js';

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

export function sesFaults(faults: Faults): (request: ForwardedRequest) => CannedAnswer | null {
  return (request) => {
    if (request.method !== 'POST' || !request.url.startsWith(SEND_EMAIL_PATH)) return null;
    if (!faults.strikes('ses-fail')) return null;
    return {
      status: 503,
      headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailable' },
      body: JSON.stringify({ message: 'Service Unavailable' }),
    };
  };
}
