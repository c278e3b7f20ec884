// GET and PUT /admin/supply.php (docs/decisions/061): the stock's supply from the carrier, and an operator's change of
// the stock target and the daily spending cap, written with its audit entry.

import { updateSupplyRequest } from '../../../shared/schemas/supply.js';
import { changeSupply, supplyView } from '../../domain/supply/supply-view.js';
import type { Operation } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';
import { requestOperator } from './operator.js';

export const getSupply: Operation = async (_request, deps) => ({ body: { supply: await supplyView(deps) } });

export const changeSupplySettings: Operation = async (request, deps) => ({
  body: { supply: await changeSupply(deps, requestOperator(request), jsonBody(request, updateSupplyRequest)) },
});
