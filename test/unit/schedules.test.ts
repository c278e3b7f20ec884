import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../shared/schedules.js';

describe('the schedule table', () => {
  it('names a handler file that exists for every job, run at least hourly', () => {
    for (const [name, schedule] of Object.entries(SCHEDULES)) {
      expect(existsSync(path.resolve(import.meta.dirname, '../..', schedule.handler)), name).toBe(true);
      expect(schedule.everyMinutes, name).toBeGreaterThanOrEqual(1);
      expect(schedule.everyMinutes, name).toBeLessThanOrEqual(60);
    }
  });
});
