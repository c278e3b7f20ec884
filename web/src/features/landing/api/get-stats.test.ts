// The counters' defaults when /anonymous/stats.php fails (docs/decisions/015 "Constants").

import { describe, expect, it } from 'vitest';
import { defaultStats } from './get-stats';

describe('defaultStats', () => {
  it('gives an active stock between 1359 and 1947 and 8247 destroyed numbers', () => {
    expect(defaultStats(() => 0)).toEqual({ activeStock: 1359, destroyedNumbers: 8247 });
    expect(defaultStats(() => 0.999999)).toEqual({ activeStock: 1947, destroyedNumbers: 8247 });
  });
});
