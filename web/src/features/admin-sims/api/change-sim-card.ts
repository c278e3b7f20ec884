// The SIM stock's writes: POST (multipart, with the QR image), PUT {id, status}, DELETE {id} /admin/sim-cards.php.

import type { AdminSimStatus } from '@shared/schemas/admin-sim-cards';
import { apiRequest } from '@/lib/api-client';

export interface NewSimCard {
  iccid: string;
  puk_code: string;
  price_cents: string;
  phone_number: string;
  qrCode: File;
}

export async function addSimCard({ qrCode, ...fields }: NewSimCard): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('qr_code', qrCode, qrCode.name);
  await apiRequest('admin.addSimCard', { body: form });
}

export async function setSimCardStatus(id: string, status: AdminSimStatus): Promise<void> {
  await apiRequest('admin.updateSimCard', { body: { id, status } });
}

export async function deleteSimCard(id: string): Promise<void> {
  await apiRequest('admin.deleteSimCard', { body: { id } });
}
