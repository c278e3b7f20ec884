// An anonymously bought eSIM's QR image, PUK and ICCID GET /anonymous/get-qr-data.php?order_id= (spec 000 §7); null
// while the eSIM is still being allocated (the server answers 404 until then).

import type { EsimDetailsValues } from '../../../components/esim-details';
import { getQrDataResponse } from '../../../../../shared/schemas/sim-cards';
import { ApiError, apiRequest } from '../../../lib/api-client';

export async function getQrData(orderId: string, signal: AbortSignal): Promise<EsimDetailsValues | null> {
  try {
    const { qr_data, phone_number } = getQrDataResponse.parse(
      await apiRequest('anonymous.getQrData', { query: { order_id: orderId }, signal }),
    );
    return { qrCode: qr_data.qr_code, puk: qr_data.puk, iccid: qr_data.iccid, phoneNumber: phone_number };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
