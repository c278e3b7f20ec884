// GET /users/api-usage.php: how many public API calls the member's keys made today (UTC), for the dashboard.

import { utcDay } from '../../domain/api-keys/admit-api-call.js';
import type { Operation } from '../core/area-handler.js';
import { currentUser } from '../core/current-user.js';

export const getApiUsage: Operation = async (request, deps) => ({
  body: { calls_today: await deps.apiUsage.callsOn(currentUser(request).id, utcDay(deps.clock.now())) },
});
