// What the customer webhooks promise (docs/decisions/048 "Tries on time"): how long a receiver has to answer and when a
// try that failed is made again. The sender keeps it, and the API page and the OpenAPI document state it from here.

/** The delay before try n+1 after try n fails (index n-1): 8 tries over 24 hours. */
export const WEBHOOK_RETRY_DELAYS_S = [10, 60, 300, 1_800, 7_200, 21_600, 55_430] as const;
/** How long a receiver has to answer a try; the first try, made as the message is routed, gets less. */
export const WEBHOOK_TRY_TIMEOUT_S = 5;
export const WEBHOOK_FIRST_TRY_TIMEOUT_S = 3;
/** A try is made within this long of its time. */
export const WEBHOOK_ON_TIME_S = 5;

/** A delay as people write it: `10 s`, `5 min`, `2 h`, `15.4 h`. */
function spoken(seconds: number): string {
  if (seconds <= 60) return `${seconds} s`;
  if (seconds < 3_600) return `${Math.round((seconds / 60) * 10) / 10} min`;
  return `${Math.round((seconds / 3_600) * 10) / 10} h`;
}

/** `10 s, 60 s, 5 min, 30 min, 2 h, 6 h and 15.4 h`. */
export function webhookRetryDelaysText(): string {
  const delays = WEBHOOK_RETRY_DELAYS_S.map(spoken);
  return `${delays.slice(0, -1).join(', ')} and ${delays.at(-1)}`;
}

/** The whole promise, in one sentence. */
export function webhookRetryPromise(): string {
  return (
    `Any 2xx marks the delivery done. Anything else, or no answer within ${WEBHOOK_TRY_TIMEOUT_S} s ` +
    `(${WEBHOOK_FIRST_TRY_TIMEOUT_S} s for the first try), is tried again ${webhookRetryDelaysText()} after the try ` +
    `before, each within ${WEBHOOK_ON_TIME_S} s of its time (${WEBHOOK_RETRY_DELAYS_S.length + 1} tries over 24 hours); ` +
    'redirects are not followed.'
  );
}
