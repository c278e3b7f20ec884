// The ports of inbound SMS, implemented in adapters/.

import type { InboundSms } from './inbound-sms.js';

export interface InboundSmsRepository {
  /**
   * Stores the message unless its MessageSid is stored already; either way returns what is stored. One stored as
   * unmatched is listed for operators at once.
   */
  store(sms: InboundSms): Promise<{ sms: InboundSms; duplicate: boolean }>;
  find(messageSid: string, consistency?: 'strong' | 'eventual'): Promise<InboundSms | null>;
  /** Received to unmatched, kept for an operator; false when it was no longer received (routed or marked already). */
  markUnmatched(sms: InboundSms): Promise<boolean>;
  /** The unmatched messages, newest first. */
  unmatched(limit: number): Promise<InboundSms[]>;
}

/**
 * Codes and message texts are removed 24 hours after arrival (docs/decisions/013 "Codes"); the writes above schedule
 * it.
 */
export interface CodeRetention {
  /** Removes every code and text whose time has come; returns how many records it changed. */
  removeDue(now: Date): Promise<number>;
}
