// The member's sessions (docs/decisions/043): GET lists them, this one marked; DELETE signs out the others, and revokes
// the API keys too when `revoke_api_keys` is true (docs/decisions/050).

import { signOutOthersRequest } from '../../../shared/schemas/security.js';
import { listSessions, signOutOtherSessions } from '../../domain/auth/session-list.js';
import type { Operation } from '../core/area-handler.js';
import { currentSession, currentUser } from '../core/current-user.js';
import { jsonBody } from '../core/request.js';

export const listSessionsOperation: Operation = async (request, deps) => ({
  body: { sessions: await listSessions(deps, currentUser(request), currentSession(request).id) },
});

export const signOutOthersOperation: Operation = async (request, deps) => {
  const { revoke_api_keys: revokeApiKeys = false } = jsonBody(request, signOutOthersRequest);
  const choice = { sessionId: currentSession(request).id, revokeApiKeys };
  return { body: { ended: await signOutOtherSessions(deps, currentUser(request), choice) } };
};
