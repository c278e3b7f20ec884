// The one schedule table: each periodic job's name and how often it runs. CDK builds EventBridge Scheduler schedules
// and job functions from it (handler functions/events/<kebab-case name>.ts); the local scheduler runs the same ones.

export interface ScheduleDefinition {
  /** How often the job runs, in minutes (EventBridge Scheduler `rate(n minutes)`). */
  readonly everyMinutes: number;
  readonly description: string;
}

export const SCHEDULES = {
  expireOneTimeOrders: {
    everyMinutes: 1,
    description: 'Cancels and refunds one-time orders that got no code within 900 s',
  },
  expireLeases: {
    everyMinutes: 1,
    description: 'Expires 30-day leases whose time is up and destroys their numbers',
  },
  removeExpiredCodes: {
    everyMinutes: 1,
    description: 'Removes SMS codes and texts 24 hours after they arrived',
  },
  renewApiKeys: {
    everyMinutes: 5,
    description: 'Renews API keys whose period ended (or suspends them) and mails payment reminders',
  },
  remindLeaseExpiry: {
    everyMinutes: 15,
    description: 'Mails members whose 30-day leases end in 3 days, once per lease',
  },
  sweepOutbox: {
    everyMinutes: 1,
    description: 'Sends the outbox emails that are due: retries, and any the sendOutboxItem consumer did not send',
  },
  provisionNumbers: {
    everyMinutes: 1,
    description:
      'Buys numbers from the carrier up to the stock target under the daily spending cap, and releases destroyed numbers after their grace',
  },
  deliverWebhooks: {
    everyMinutes: 1,
    description: "POSTs due sms.received webhooks to customers' URLs, signed, and reschedules failed ones",
  },
  sendPayouts: {
    everyMinutes: 1,
    description:
      "Sends the payouts of owed amounts to buyers' addresses once each, and looks up those whose answer or notice never came",
  },
} as const satisfies Record<string, ScheduleDefinition>;

export type ScheduleName = keyof typeof SCHEDULES;
export const SCHEDULE_NAMES = Object.keys(SCHEDULES) as ScheduleName[];
