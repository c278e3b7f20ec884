// The member's sessions (docs/decisions/043): GET lists them, this one marked; DELETE signs out the others.

import { listSessions, signOutOtherSessions } from '../../domain/auth/session-list.js';
import type { Operation } from '../core/area-handler.js';
import { currentSessionId, currentUser } from '../core/current-user.js';

export const listSessionsOperation: Operation = async (request, deps) => ({
  body: { sessions: await listSessions(deps, currentUser(request), await currentSessionId(request, deps)) },
});

export const signOutOthersOperation: Operation = async (request, deps) => ({
  body: { ended: await signOutOtherSessions(deps, currentUser(request), await currentSessionId(request, deps)) },
});
