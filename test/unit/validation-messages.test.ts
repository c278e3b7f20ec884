// What a refused field is told (functions/http/core/validation.ts): zod's own wording names the field in words; the
// schemas' own messages (the spec's) are kept as they are.

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { issueMessage, zodDetails } from '../../functions/http/core/validation.js';

const schema = z.strictObject({
  id: z.string(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  name: z.string().min(1, 'Please fill in all fields'),
});
const issues = (value: unknown) => schema.safeParse(value).error!;

describe('validation messages', () => {
  it('says a missing field is required, by name', () => {
    expect(issueMessage(issues({ name: 'x' }).issues[0]!)).toBe('id is required');
  });

  it('names the field before zod’s words for a wrong value', () => {
    expect(zodDetails(issues({ id: 'a', name: 'x', limit: 500 }))).toEqual({
      limit: 'limit: Too big: expected number to be <=100',
    });
    expect(zodDetails(issues({ id: 7, name: 'x' })).id).toBe('id: expected string, received number');
  });

  it('keeps a schema’s own message, and marks unknown fields', () => {
    expect(zodDetails(issues({ id: 'a', name: '', extra: 1 }))).toEqual({
      name: 'Please fill in all fields',
      extra: 'Unknown field',
    });
  });
});
