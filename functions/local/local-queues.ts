// The local event bus's queue URLs (docs/decisions/048 "Tries on time"): one per consumer, as SQS names a queue by its
// account and name, for the queues the app sends to directly.

const ACCOUNT = '000000000000';

export const localQueueUrl = (endpoint: string, consumer: string) => `${endpoint}/${ACCOUNT}/${consumer}`;

/** The consumer a local queue URL names, or null when the URL is not one. */
export function consumerOfQueueUrl(url: string | undefined): string | null {
  const match = url ? new RegExp(`/${ACCOUNT}/([A-Za-z]+)$`).exec(url) : null;
  return match?.[1] ?? null;
}
