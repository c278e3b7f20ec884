// GET /anonymous/get-qr-data.php?order_id=: the QR image, PUK and ICCID of an anonymously bought eSIM.

import { orderIdQuery } from '../../../shared/schemas/payments.js';
import { anonymousSimCard } from '../../domain/orders/anonymous-purchase.js';
import { toQrData } from '../../domain/sims/sim-card.js';
import type { Operation } from '../core/area-handler.js';
import { queryParams } from '../core/request.js';

export const getQrData: Operation = async (request, deps) => {
  const sim = await anonymousSimCard(deps, queryParams(request, orderIdQuery).order_id);
  return { body: { qr_data: toQrData(sim), phone_number: sim.phoneNumber } };
};
