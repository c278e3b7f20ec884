// SES's bounce and complaint events, as its event publishing writes them (a configuration set's event destination;
// on EventBridge they are the event's detail) and as its older feedback notifications do (`notificationType` instead of
// `eventType`): only the fields the product reads, each checked (docs/decisions/056).

import * as z from 'zod';

const address = z.email().max(320);

/** What SES says about the message the event is about. */
const mail = z.object({ messageId: z.string().min(1).max(200), timestamp: z.string().min(1).max(40) });

const bounce = z.object({
  mail,
  bounce: z.object({
    /** `Permanent` (the address does not exist, or refuses us for good), `Transient` or `Undetermined`. */
    bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
    bounceSubType: z.string().max(100),
    bouncedRecipients: z
      .array(z.object({ emailAddress: address }))
      .min(1)
      .max(50),
    timestamp: z.string().min(1).max(40),
    feedbackId: z.string().min(1).max(200),
  }),
});

const complaint = z.object({
  mail,
  complaint: z.object({
    complainedRecipients: z
      .array(z.object({ emailAddress: address }))
      .min(1)
      .max(50),
    timestamp: z.string().min(1).max(40),
    feedbackId: z.string().min(1).max(200),
  }),
});

/** Event publishing names the kind `eventType`; the identity's feedback notifications name it `notificationType`. */
const kind = (name: 'Bounce' | 'Complaint') =>
  z.union([z.object({ eventType: z.literal(name) }), z.object({ notificationType: z.literal(name) })]);

export const mailFeedback = z.union([
  z.intersection(kind('Bounce'), bounce).transform((event) => ({ kind: 'bounce' as const, ...event })),
  z.intersection(kind('Complaint'), complaint).transform((event) => ({ kind: 'complaint' as const, ...event })),
]);
export type MailFeedback = z.infer<typeof mailFeedback>;

/** EventBridge's detail-type of each kind, as SES publishes them to the account's default bus. */
export const MAIL_FEEDBACK_SOURCE = 'aws.ses';
export const MAIL_FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'] as const;
