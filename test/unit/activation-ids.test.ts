import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activationId } from '../../functions/domain/ids.js';

const FROM = Date.UTC(2023, 1, 9);
const UNTIL = Date.UTC(2050, 11, 10);

describe('activation ids', () => {
  it('are 15-digit safe integers from February 2023 to December 2050, so their decimal form sorts as they count', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: UNTIL }), (ms) => {
        const id = activationId(new Date(ms), 'order');
        expect(Number.isSafeInteger(id)).toBe(true);
        expect(String(id)).toHaveLength(15);
      }),
    );
  });

  it('follow the time: a later millisecond always gives a larger id', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: UNTIL - 10_000 }), fc.integer({ min: 1, max: 10_000 }), (ms, gap) => {
        expect(activationId(new Date(ms + gap), 'order')).toBeGreaterThan(activationId(new Date(ms), 'lease'));
      }),
    );
  });

  it('are even for an order and odd for a lease, so an order and a lease never share one', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: UNTIL }), (ms) => {
        expect(activationId(new Date(ms), 'order') % 2).toBe(0);
        expect(activationId(new Date(ms), 'lease') % 2).toBe(1);
      }),
    );
  });
});
