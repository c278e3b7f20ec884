// The smsActivate area's Lambda: the sms-activate protocol at /stubs/handler_api.php (and without the '.php'), with
// the members' API keys (docs/decisions/024, 030).

import { createAreaHandler } from '../core/area-handler.js';
import { handleAction } from './actions.js';
import { protocolAnswer, protocolKey, protocolRefusal } from './wire.js';

export const handler = createAreaHandler(
  'smsActivate',
  {
    'smsActivate.get': handleAction,
    'smsActivate.post': handleAction,
    'smsActivate.getBare': handleAction,
    'smsActivate.postBare': handleAction,
  },
  { apiKeyOf: protocolKey, answer: protocolAnswer, refuse: protocolRefusal },
);
