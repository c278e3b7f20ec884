// The user as the browser sees it (docs/decisions/015 "Fields": User, in the login answer and the profile).

import * as z from 'zod';
import { ROLE_ADMIN, ROLE_USER } from '../constants.js';

export const publicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum([ROLE_ADMIN, ROLE_USER]),
  /** Cents (docs/decisions/013 "Answers": money fields without `_cents` carry cents). */
  wallet_balance: z.number().int(),
  api_key: z.string().nullable(),
  /**
   * Ours (docs/decisions/053): false until the member opens the link sent to `email`; until then the shop sends it
   * nothing but that link and password resets. A server before it answers none, read as true.
   */
  email_confirmed: z.boolean().default(true),
  /**
   * Ours (docs/decisions/056): why mail to `email` stopped, when SES said it bounced for good (`bounce`) or its reader
   * called it spam (`complaint`); null while it is delivered. Changing the email clears it.
   */
  email_undeliverable: z.enum(['bounce', 'complaint']).nullable().default(null),
});
export type PublicUser = z.infer<typeof publicUser>;

export const userResponse = z.object({ success: z.literal(true), user: publicUser });
export type UserResponse = z.infer<typeof userResponse>;
