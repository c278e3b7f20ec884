// POST /admin/sim-cards.php: a multipart upload of iccid, puk_code, price_cents, phone_number and the qr_code PNG adds
// one SIM in STOCK (docs/decisions/022).

import { MAX_QR_IMAGE_BYTES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { addSimCardFields } from '../../../shared/schemas/admin-sim-cards.js';
import { AppError } from '../../domain/errors.js';
import { addSimCard } from '../../domain/sims/sim-stock.js';
import type { Operation } from '../core/area-handler.js';
import { multipartForm } from '../core/multipart.js';
import { validate } from '../core/request.js';
import { adminSimCardView } from './sim-card-views.js';

export const addSimCardOperation: Operation = async (request, deps) => {
  const form = await multipartForm(request, MAX_QR_IMAGE_BYTES);
  const fields = validate(addSimCardFields, form.fields);
  if (form.oversized.includes('qr_code')) {
    throw new AppError('validation', MESSAGES.simQrTooLarge, { qr_code: MESSAGES.simQrTooLarge });
  }
  const sim = await addSimCard(deps, fields, form.files.qr_code);
  return { status: 201, body: { sim_card: await adminSimCardView(deps, sim), message: MESSAGES.simAdded } };
};
