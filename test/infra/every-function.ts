// Every function of the app by its name (an area, a consumer, a job, or `push` for the push socket) with its row of
// infra/function-needs.ts.

import {
  AREA_NEEDS,
  CONSUMER_NEEDS,
  JOB_NEEDS,
  PUSH_SOCKET_NEEDS,
  type FunctionNeeds,
} from '../../infra/function-needs.js';

export const EVERY_FUNCTION_NEEDS: Record<string, FunctionNeeds> = {
  ...AREA_NEEDS,
  ...CONSUMER_NEEDS,
  ...JOB_NEEDS,
  push: PUSH_SOCKET_NEEDS,
};
