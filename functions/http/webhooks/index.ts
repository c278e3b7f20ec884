// The webhooks area's Lambda; its operations arrive with their issues (the route table already lists the paths).

import { createAreaHandler } from '../core/area-handler.js';

export const handler = createAreaHandler('webhooks', {});
