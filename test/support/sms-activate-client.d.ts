// The types of the `sms-activate` npm client (1.0.1), which ships none: only what the tests call.

declare module 'sms-activate' {
  class SMSActivate {
    constructor(apiToken: string);
    /** Its axios instance: every method posts through it, with the action and the key as query parameters. */
    session: {
      defaults: { baseURL: string };
      (config: { method: 'POST'; params: Record<string, string> }): Promise<{ data: any }>;
    };
    getBalance(withCashBack?: boolean): Promise<number | null>;
    getNumber(service: string, country?: number, forward?: boolean): Promise<{ id: number; number: number } | null>;
    setStatus(id: number, status: number, forward?: boolean): Promise<string>;
    getCode(id: number): Promise<string | null>;
    getStatus(id: number): Promise<string>;
  }
  export = SMSActivate;
}

declare module 'sms-activate/lib/exceptions.js' {
  export class InvalidAPIKey extends Error {}
  export class NoBalance extends Error {}
  export class NoFreeNumbers extends Error {}
  export class BadService extends Error {}
  export class BadStatus extends Error {}
  export class BannedUser extends Error {}
  export class InvalidActivation extends Error {}
}
