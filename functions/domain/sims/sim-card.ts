// The UK eSIM (docs/decisions/015 "Fields": SIM card; "Flows": states STOCK, SOLD, EXPIRED): sold once, its QR, PUK and
// ICCID kept for the buyer.

import { BUY_PRICE_CENTS } from '../../../shared/constants.js';
import { LABELS } from '../../../shared/messages.js';
import type { QrData, SimCardView } from '../../../shared/schemas/sim-cards.js';
import type { Cents } from '../../../shared/money.js';
import type { Owner } from '../stock/owner.js';

export type SimStatus = 'STOCK' | 'SOLD' | 'EXPIRED';

export interface SimCard {
  id: string;
  iccid: string;
  puk: string;
  /** E.164, +44 and ten digits. */
  phoneNumber: string;
  /** The eSIM activation code the QR image encodes (GSMA SGP.22: `LPA:1$<SM-DP+ address>$<matching id>`). */
  activationCode: string;
  /** The QR image, a PNG as a data: URL. */
  qrCode: string;
  status: SimStatus;
  priceCents: Cents;
  createdAt: string;
  owner: Owner | null;
  soldAt: string | null;
}

/** GSMA SGP.22 activation code: `LPA:1$<SM-DP+ address>$<matching id>`, optionally more fields. */
const ACTIVATION_CODE = /^LPA:1\$[A-Za-z0-9.-]+\$[A-Za-z0-9-]+(\$.*)?$/;

export function isActivationCode(text: string): boolean {
  return ACTIVATION_CODE.test(text);
}

export function newSimCard(
  fields: Pick<SimCard, 'id' | 'iccid' | 'puk' | 'phoneNumber' | 'activationCode' | 'qrCode'> & { now: Date },
): SimCard {
  return {
    id: fields.id,
    iccid: fields.iccid,
    puk: fields.puk,
    phoneNumber: fields.phoneNumber,
    activationCode: fields.activationCode,
    qrCode: fields.qrCode,
    status: 'STOCK',
    priceCents: BUY_PRICE_CENTS,
    createdAt: fields.now.toISOString(),
    owner: null,
    soldAt: null,
  };
}

export function toQrData(sim: SimCard): QrData {
  return { qr_code: sim.qrCode, activation_code: sim.activationCode, puk: sim.puk, iccid: sim.iccid };
}

export function toSimCardView(sim: SimCard): SimCardView {
  return {
    id: sim.id,
    service: LABELS.ukEsim,
    phone_number: sim.phoneNumber,
    qr_code: sim.qrCode,
    activation_code: sim.activationCode,
    puk_code: sim.puk,
    uuid: sim.iccid,
    iccid: sim.iccid,
    created_at: sim.soldAt ?? sim.createdAt,
    status: sim.status.toLowerCase(),
    price: sim.priceCents,
  };
}
