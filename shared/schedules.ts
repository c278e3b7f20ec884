// The one schedule table: each periodic job's name, how often it runs and its handler file. CDK builds EventBridge
// Scheduler schedules and job functions from it; the local runtime's scheduler runs the same handlers by it.

export interface ScheduleDefinition {
  /** How often the job runs, in minutes (EventBridge Scheduler `rate(n minutes)`). */
  readonly everyMinutes: number;
  /** The handler file, exporting `handler`, from the repository root. */
  readonly handler: string;
  readonly description: string;
}

export const SCHEDULES = {
  expireOneTimeOrders: {
    everyMinutes: 1,
    handler: 'functions/events/expire-one-time-orders.ts',
    description: 'Cancels and refunds one-time orders that got no code within 900 s',
  },
  expireLeases: {
    everyMinutes: 1,
    handler: 'functions/events/expire-leases.ts',
    description: 'Expires 30-day leases whose time is up and destroys their numbers',
  },
  removeExpiredCodes: {
    everyMinutes: 1,
    handler: 'functions/events/remove-expired-codes.ts',
    description: 'Removes SMS codes and texts 24 hours after they arrived',
  },
} as const satisfies Record<string, ScheduleDefinition>;

export type ScheduleName = keyof typeof SCHEDULES;
export const SCHEDULE_NAMES = Object.keys(SCHEDULES) as ScheduleName[];
