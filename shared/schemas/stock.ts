// UK numbers as the product stores them: E.164, +44 and ten digits.

import * as z from 'zod';

/** A UK number in E.164 form: +44 and ten digits, no spaces. */
export const ukNumber = z.string().regex(/^\+44\d{10}$/, 'Expected a UK number in E.164 form, like +447700900123');
