// An anonymously bought eSIM's QR image, PUK and ICCID GET /anonymous/get-qr-data.php?order_id=
// (docs/decisions/015 "Calls"); null while the eSIM is still being allocated (the server answers 404 until then).

import { getQrDataResponse, type GetQrDataResponse } from '@shared/schemas/sim-cards';
import { ApiError, apiRequest } from '@/lib/api-client';

export type AnonymousEsim = Omit<GetQrDataResponse, 'success'>;

export async function getQrData(orderId: string, signal: AbortSignal): Promise<AnonymousEsim | null> {
  try {
    const { qr_data, phone_number } = getQrDataResponse.parse(
      await apiRequest('anonymous.getQrData', { query: { order_id: orderId }, signal }),
    );
    return { qr_data, phone_number };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
