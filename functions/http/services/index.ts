// The services area's Lambda: the public catalogue.

import { createAreaHandler } from '../core/area-handler.js';
import { getService } from './get-service.js';
import { listServices } from './list-services.js';

export const handler = createAreaHandler('services', {
  'services.list': listServices,
  'services.get': getService,
});
