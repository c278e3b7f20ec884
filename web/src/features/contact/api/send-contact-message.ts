// POST /php-backend/api/contact.php (docs/decisions/019): the message becomes a ticket support answers by email.

import type { ContactRequest } from '@shared/schemas/tickets';
import { apiRequest } from '@/lib/api-client';

export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await apiRequest('contact.send', { body: message });
}
