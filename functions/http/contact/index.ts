// The contact form's Lambda (POST /contact.php): the message becomes a ticket support answers (docs/decisions/019).

import { MESSAGES } from '../../../shared/messages.js';
import { contactRequest } from '../../../shared/schemas/tickets.js';
import { receiveContactMessage } from '../../domain/tickets/contact-message.js';
import { limitByAddress } from '../core/address-limit.js';
import { createAreaHandler } from '../core/area-handler.js';
import { jsonBody } from '../core/request.js';

export const handler = createAreaHandler('contact', {
  'contact.send': async (request, deps) => {
    const message = jsonBody(request, contactRequest);
    await limitByAddress(request, deps, 'contact');
    await receiveContactMessage(deps, message);
    return { status: 201, body: { message: MESSAGES.contactReceived } };
  },
});
