// What the load's actors share: the site, the clock that ends the run, the timing of each call, and the promises the
// run must keep (each code reaches its order, each SMS its holder, each paid order its number).

import { inboundMessageForm } from '../../functions/adapters/sms/twilio-inbound-message.js';
import { twilioSignature } from '../../functions/adapters/sms/twilio-signature.js';
import { LOCAL_DEFAULTS } from '../../functions/local/local-defaults.js';
import { routePath } from '../../shared/routes.js';
import type { Stats } from './stats.js';

export interface Answer {
  status: number;
  text: string;
}

/** A code the run sent to an order, and when its buyer (or tool) saw it. */
export interface CodeExpected {
  label: string;
  orderId: string;
  code: string;
  sentAt: number;
  seenAt: number | null;
}

export class World {
  /** Every SMS the supplier posted, by MessageSid, to a number its buyer held: each must be routed. */
  readonly smsSent = new Map<string, { to: string; what: string }>();
  readonly codes: CodeExpected[] = [];
  /** Anonymous orders whose payment was completed: each must get its number. */
  readonly paidOrders: { orderId: string; fulfilled: boolean; provider: string }[] = [];
  private codeCounter = 0;

  constructor(
    readonly siteUrl: string,
    readonly publicUrl: string,
    readonly stats: Stats,
    /** No actor starts a new purchase after this (ms since the epoch). */
    readonly deadline: number,
  ) {}

  get running(): boolean {
    return Date.now() < this.deadline;
  }

  async call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
    const response = await fetch(`${this.siteUrl}${path}`, { method, headers, body });
    return { status: response.status, text: await response.text() };
  }

  json(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
    return this.call(
      method,
      path,
      { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body === undefined ? undefined : JSON.stringify(body),
    );
  }

  /** A fresh six-digit code. */
  nextCode(): string {
    this.codeCounter += 1;
    return String(100_000 + (this.codeCounter % 900_000));
  }

  /** The supplier's signed webhook carrying `text` to `to`, as the SMS simulator posts it. */
  async sendSms(to: string, text: string, what: string): Promise<void> {
    const form = inboundMessageForm({ to, body: text, from: 'WhatsApp' }, LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN);
    const path = routePath('webhooks.sms');
    const signature = twilioSignature(LOCAL_DEFAULTS.SMS_SUPPLIER_AUTH_TOKEN, `${this.publicUrl}${path}`, form);
    const answer = await this.stats.time('POST /webhooks/sms (supplier)', () =>
      this.call(
        'POST',
        path,
        { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        form.toString(),
      ),
    );
    if (answer?.status === 200) this.smsSent.set(form.get('MessageSid')!, { to, what });
  }

  /**
   * Sends a code to `to` after a supplier's delay of 0.5 to 3 s; unless `watched` is false (nobody polls for it: an
   * anonymous lease mails it on), records that `label`'s order must show it.
   */
  sendCodeLater(to: string, label: string, orderId: string, watched = true): CodeExpected {
    const expected: CodeExpected = { label, orderId, code: this.nextCode(), sentAt: 0, seenAt: null };
    if (watched) this.codes.push(expected);
    void sleep(500 + Math.random() * 2_500).then(() => {
      expected.sentAt = Date.now();
      return this.sendSms(to, `Your WhatsApp code is ${expected.code}. Don't share it.`, `${label} ${orderId}`);
    });
    return expected;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True `share` of the time. */
export const chance = (share: number) => Math.random() < share;

/** Polls `read` once a second until it returns true or `timeoutMs` passes (a code may come late; not never). */
export async function pollEverySecond(read: () => Promise<boolean>, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await read()) return true;
    await sleep(1_000);
  }
  return false;
}
