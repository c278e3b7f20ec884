// The member's profile call (docs/decisions/015 "Fields", "Calls").

import * as z from 'zod';
import { MESSAGES } from '../messages.js';
import { emailField, singleLineText } from './fields.js';
import { reauthFields, reauthFormFields } from './security.js';
import { publicUser } from './user.js';

export const updateProfileRequest = z
  .strictObject({
    name: singleLineText(MESSAGES.fillAllFields, 100).optional(),
    email: emailField(MESSAGES.enterEmail).optional(),
    /** Needed when the email changes: the password, and the code with two-factor on (docs/decisions/050). */
    ...reauthFields,
  })
  .refine((value) => value.name !== undefined || value.email !== undefined, {
    message: 'Nothing to update: send a name or an email',
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** The Change Email dialog: the new address, and the password (and code) asked for again (docs/decisions/050, 056). */
export const changeEmailForm = z.strictObject({ email: emailField(MESSAGES.enterEmail), ...reauthFormFields });

export const profileResponse = z.object({
  success: z.literal(true),
  user: publicUser,
  message: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;
