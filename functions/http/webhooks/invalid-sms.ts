// A signed SMS webhook that failed validation, read as far as it goes: its id, its fields cut to a storable length
// and what was wrong with each, kept for an operator (docs/decisions/012).

import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { SMS_BODY_MAX_LENGTH } from '../../../shared/constants.js';
import { messageSid } from '../../../shared/schemas/sms.js';
import type { InvalidSms } from '../../domain/sms/receive-sms.js';
import { zodDetails } from '../core/validation.js';

/** The sender and the number are kept to this many characters: enough for an operator to see what came. */
const FIELD_KEPT_CHARS = 64;
/** Ids derived from the form start with this, so they never look like the supplier's own. */
const DERIVED_ID_PREFIX = 'form-';

export function invalidSms(params: URLSearchParams, error: z.ZodError): InvalidSms {
  const given = params.get('MessageSid');
  return {
    messageSid: given !== null && messageSid.safeParse(given).success ? given : derivedId(params),
    from: (params.get('From') ?? '').slice(0, FIELD_KEPT_CHARS),
    to: (params.get('To') ?? '').slice(0, FIELD_KEPT_CHARS),
    body: (params.get('Body') ?? '').slice(0, SMS_BODY_MAX_LENGTH),
    problems: Object.entries(zodDetails(error)).map(([field, problem]) => `${field}: ${problem}`),
  };
}

/**
 * Without a usable MessageSid the id is a digest of every signed field, taken in a fixed order: a redelivery of the
 * same form gets the same id, so it is stored once.
 */
function derivedId(params: URLSearchParams): string {
  const fields = [...params].map((field) => JSON.stringify(field)).sort();
  return DERIVED_ID_PREFIX + createHash('sha256').update(fields.join('\n')).digest('hex').slice(0, 32);
}
