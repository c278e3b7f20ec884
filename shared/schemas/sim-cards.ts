// UK eSIMs bought by members (docs/decisions/015 "Fields": SIM card; "Calls": GET, POST /users/sim-cards.php).

import * as z from 'zod';

export const buySimRequest = z.strictObject({
  price_cents: z.number({ error: 'Expected the price in cents' }).int().nonnegative(),
});

/**
 * docs/decisions/015 "Fields": a purchase answers `qr_data {qr_code, puk, iccid}`; the activation code the QR encodes
 * comes with it, for a buyer who cannot scan a QR shown on the phone itself (docs/decisions/023).
 */
export const qrData = z.object({
  /** A PNG image as a data: URL. */
  qr_code: z.string(),
  /** `LPA:1$<SM-DP+ address>$<matching id>`, typed or pasted into the phone's Add eSIM screen. */
  activation_code: z.string(),
  puk: z.string(),
  iccid: z.string(),
});
export type QrData = z.infer<typeof qrData>;

/** docs/decisions/015 "Fields": the QR data answer is `success`, `qr_data` (GET /anonymous/get-qr-data.php). */
export const getQrDataResponse = z.object({ success: z.literal(true), qr_data: qrData, phone_number: z.string() });
export type GetQrDataResponse = z.infer<typeof getQrDataResponse>;

export const simCardView = z.object({
  id: z.string(),
  service: z.string(),
  phone_number: z.string(),
  qr_code: z.string(),
  activation_code: z.string(),
  puk_code: z.string(),
  /** The ICCID, which some lists show as UUID (docs/decisions/015 "Offers"). */
  uuid: z.string(),
  iccid: z.string(),
  created_at: z.string(),
  status: z.string(),
  /** Cents. */
  price: z.number().int(),
});
export type SimCardView = z.infer<typeof simCardView>;

export const simCardListResponse = z.object({ success: z.literal(true), sim_cards: z.array(simCardView) });

/** docs/decisions/015 "Fields": the eSIM purchase answers `phone_number`, `success`, `qr_data`. */
export const buySimResponse = z.object({
  success: z.literal(true),
  phone_number: z.string(),
  qr_data: qrData,
  message: z.string(),
  sim_card: simCardView,
});
