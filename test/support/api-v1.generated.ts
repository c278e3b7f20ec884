// Generated from GET /api/v1/openapi.json by `npm run gen:api-client`; do not edit.

export interface paths {
  '/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your one-time orders, newest first; filter by status and service; follow `next` for the next page */
    get: operations['listOrders'];
    put?: never;
    /** Buy a one-time UK number for a service; its code arrives within 900 s or the order is refunded */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an order */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/{id}/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Poll an order's code (null while pending) */
    get: operations['getOrderCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an order that has no code yet; its price goes back to the wallet */
    post: operations['cancelOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The wallet's balance in cents */
    get: operations['getBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Services with their prices, activation codes and numbers in stock */
    get: operations['listServices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sms/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy a one-time number (type 'one-time') or a 30-day lease (type 'lease') */
    post: operations['createSmsOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/lease/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rent a number for 30 days; its messages are forwarded to your email */
    post: operations['createLease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/number/purchase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy a UK eSIM: its QR code, PUK and ICCID */
    post: operations['purchaseNumber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sms/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an order by ?id= */
    get: operations['smsStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set this key's webhook URL (https, a public address) and format ('standard' or 'sms-activate'); each message is POSTed to it signed with the secret answered here once (see webhooks) */
    put: operations['setWebhook'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/leases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your leases, newest first; filter by status and service; follow `next` for the next page */
    get: operations['listLeases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/leases/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a lease */
    get: operations['getLease'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/leases/{id}/renew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep a lease's number 30 more days from its end, running or in its 3-day grace after it, for the service's lease price now, from the wallet; a lease renewed already for the term to come answers as it stands, charging nothing */
    post: operations['renewLease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/leases/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A lease's inbox, newest first; follow `next` for the next page */
    get: operations['getLeaseMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'sms.received': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A code reached your one-time order, or any message your lease (format 'standard', the default) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The event id, the same on every try: drop a repeat */
          'X-Webhook-Id': string;
          /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> keyed with the secret PUT /webhook answered; compare in constant time and refuse a t older than 5 minutes */
          'X-Webhook-Signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description evt_<message id>: the same on every try and for every key (X-Webhook-Id) */
            id: string;
            /** @constant */
            type: 'sms.received';
            /** @constant */
            event: 'sms.received';
            data:
              | {
                  order_id: string;
                  phone_number: string;
                  service: string;
                  code: string | null;
                  text: string | null;
                  received_at: string;
                }
              | {
                  lease_id: string;
                  phone_number: string;
                  service: string;
                  code: string | null;
                  text: string | null;
                  received_at: string;
                  from: string;
                };
            timestamp: string;
          };
        };
      };
      responses: {
        /** @description Any 2xx marks the delivery done. Anything else, or no answer within 5 s (3 s for the first try), is tried again 10 s, 60 s, 5 min, 30 min, 2 h, 6 h and 15.4 h after the try before, each within 5 s of its time (8 tries over 24 hours); redirects are not followed. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'sms-activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The same, in the sms-activate protocol's body (format 'sms-activate') */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The event id, the same on every try: drop a repeat */
          'X-Webhook-Id': string;
          /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> keyed with the secret PUT /webhook answered; compare in constant time and refuse a t older than 5 minutes */
          'X-Webhook-Signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The activation (order or lease) id, as getNumber answered it */
            activationId: string | number;
            /** @description The service's activation code, e.g. wa */
            service: string;
            text: string | null;
            code: string | null;
            /**
             * @description The protocol's number for the UK
             * @constant
             */
            country: 16;
            /** @description UTC, YYYY-MM-DD HH:MM:SS */
            receivedAt: string;
          };
        };
      };
      responses: {
        /** @description Any 2xx marks the delivery done. Anything else, or no answer within 5 s (3 s for the first try), is tried again 10 s, 60 s, 5 min, 30 min, 2 h, 6 h and 15.4 h after the try before, each within 5 s of its time (8 tries over 24 hours); redirects are not followed. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'lease.renewed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A lease of yours renewed: from the wallet, by itself or through a tool (format 'standard' only) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description The event id, the same on every try: drop a repeat */
          'X-Webhook-Id': string;
          /** @description t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> keyed with the secret PUT /webhook answered; compare in constant time and refuse a t older than 5 minutes */
          'X-Webhook-Signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description evt_lease_<lease id>_<new end>: the same on every try and for every key */
            id: string;
            /** @constant */
            type: 'lease.renewed';
            /** @constant */
            event: 'lease.renewed';
            data: {
              lease_id: string;
              phone_number: string;
              service: string;
              previous_end_date: string;
              end_date: string;
              /** @description What the renewal cost, in cents */
              price: number;
            };
            timestamp: string;
          };
        };
      };
      responses: {
        /** @description Any 2xx marks the delivery done. Anything else, or no answer within 5 s (3 s for the first try), is tried again 10 s, 60 s, 5 min, 30 min, 2 h, 6 h and 15.4 h after the try before, each within 5 s of its time (8 tries over 24 hours); redirects are not followed. */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Error: {
      /** @constant */
      success: false;
      error: {
        /** @enum {string} */
        code:
          | 'UNAUTHORIZED'
          | 'KEY_INACTIVE'
          | 'ACCOUNT_DISABLED'
          | 'SUBSCRIPTION_SUSPENDED'
          | 'QUOTA_EXCEEDED'
          | 'RATE_LIMITED'
          | 'INSUFFICIENT_BALANCE'
          | 'NO_NUMBERS'
          | 'NOT_FOUND'
          | 'VALIDATION_ERROR'
          | 'INVALID_STATE'
          | 'METHOD_NOT_ALLOWED'
          | 'UNSUPPORTED_MEDIA_TYPE'
          | 'UNAVAILABLE'
          | 'INTERNAL_ERROR'
          | 'PRICE_ABOVE_MAX'
          | 'IDEMPOTENCY_KEY_REUSED'
          | 'IDEMPOTENCY_IN_PROGRESS';
        message: string;
        details: {
          [key: string]: string | number;
        } | null;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listOrders: {
    parameters: {
      query?: {
        status?: 'pending' | 'completed' | 'cancelled' | 'expired';
        service?: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description The next page: `<path>; rel="next"`, absent on the last */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              orders: {
                id: string;
                phone_number: string;
                service: string;
                /** @enum {string} */
                status: 'pending' | 'completed' | 'cancelled' | 'expired';
                created_at: string;
                expires_at: string;
                code: string | null;
                sms_text: string | null;
                sms_from: string | null;
                received_at: string | null;
                other_messages: {
                  from: string;
                  text: string;
                  received_at: string;
                }[];
              }[];
              next_cursor: string | null;
              next: string | null;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique text of yours (1 to 255 visible ASCII characters). A retry with the same key and body within 24 hours is answered the first result (with `Idempotent-Replayed: true`) and charged once; the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused purchase frees its key. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          service: number | string;
          /** @constant */
          country: 'GB';
          /** @description The most you will pay, in cents: a higher price is refused (PRICE_ABOVE_MAX), nothing charged */
          max_price?: number;
        };
      };
    };
    responses: {
      /** @description Done */
      201: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description The path of the new order or lease */
          Location?: string;
          /** @description `true` on a replayed answer */
          'Idempotent-Replayed'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              service: string;
              /** @enum {string} */
              status: 'pending' | 'completed' | 'cancelled' | 'expired';
              created_at: string;
              expires_at: string;
              code: string | null;
              sms_text: string | null;
              sms_from: string | null;
              received_at: string | null;
              other_messages: {
                from: string;
                text: string;
                received_at: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description PRICE_ABOVE_MAX (details {price, max_price} in cents), or IDEMPOTENCY_IN_PROGRESS: the first call with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was sent within 24 hours with another body */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NO_NUMBERS */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              service: string;
              /** @enum {string} */
              status: 'pending' | 'completed' | 'cancelled' | 'expired';
              created_at: string;
              expires_at: string;
              code: string | null;
              sms_text: string | null;
              sms_from: string | null;
              received_at: string | null;
              other_messages: {
                from: string;
                text: string;
                received_at: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order or lease too) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOrderCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              code: string | null;
              received_at: string | null;
              /** @enum {string} */
              status: 'pending' | 'completed' | 'cancelled' | 'expired';
              other_messages: {
                from: string;
                text: string;
                received_at: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order or lease too) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              service: string;
              /** @enum {string} */
              status: 'pending' | 'completed' | 'cancelled' | 'expired';
              created_at: string;
              expires_at: string;
              code: string | null;
              sms_text: string | null;
              sms_from: string | null;
              received_at: string | null;
              other_messages: {
                from: string;
                text: string;
                received_at: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order or lease too) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              balance_cents: number;
              /** @constant */
              currency: 'USD';
            };
          };
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listServices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              services: {
                id: number;
                name: string;
                code: string;
                price_cents: number;
                lease_price_cents: number;
                in_stock: number;
              }[];
            };
          };
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createSmsOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique text of yours (1 to 255 visible ASCII characters). A retry with the same key and body within 24 hours is answered the first result (with `Idempotent-Replayed: true`) and charged once; the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused purchase frees its key. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          service: number | string;
          /** @description The most you will pay, in cents: a higher price is refused (PRICE_ABOVE_MAX), nothing charged */
          max_price?: number;
          /**
           * @default one-time
           * @enum {string}
           */
          type?: 'one-time' | 'lease';
        };
      };
    };
    responses: {
      /** @description Done */
      201: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description The path of the new order or lease */
          Location?: string;
          /** @description `true` on a replayed answer */
          'Idempotent-Replayed'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data:
              | {
                  id: string;
                  phone_number: string;
                  service: string;
                  /** @enum {string} */
                  status: 'pending' | 'completed' | 'cancelled' | 'expired';
                  created_at: string;
                  expires_at: string;
                  code: string | null;
                  sms_text: string | null;
                  sms_from: string | null;
                  received_at: string | null;
                  other_messages: {
                    from: string;
                    text: string;
                    received_at: string;
                  }[];
                }
              | {
                  id: string;
                  phone_number: string;
                  service: string;
                  /** @enum {string} */
                  status: 'active' | 'grace' | 'expired' | 'cancelled';
                  start_date: string;
                  end_date: string;
                  message_count: number;
                };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description PRICE_ABOVE_MAX (details {price, max_price} in cents), or IDEMPOTENCY_IN_PROGRESS: the first call with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was sent within 24 hours with another body */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NO_NUMBERS */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createLease: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique text of yours (1 to 255 visible ASCII characters). A retry with the same key and body within 24 hours is answered the first result (with `Idempotent-Replayed: true`) and charged once; the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused purchase frees its key. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          service: number | string;
          /**
           * @default 30
           * @constant
           */
          duration?: 30;
          /** @description The most you will pay, in cents: a higher price is refused (PRICE_ABOVE_MAX), nothing charged */
          max_price?: number;
        };
      };
    };
    responses: {
      /** @description Done */
      201: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description The path of the new order or lease */
          Location?: string;
          /** @description `true` on a replayed answer */
          'Idempotent-Replayed'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              service: string;
              /** @enum {string} */
              status: 'active' | 'grace' | 'expired' | 'cancelled';
              start_date: string;
              end_date: string;
              message_count: number;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description PRICE_ABOVE_MAX (details {price, max_price} in cents), or IDEMPOTENCY_IN_PROGRESS: the first call with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was sent within 24 hours with another body */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NO_NUMBERS */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  purchaseNumber: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique text of yours (1 to 255 visible ASCII characters). A retry with the same key and body within 24 hours is answered the first result (with `Idempotent-Replayed: true`) and charged once; the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused purchase frees its key. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esim';
          /** @description The most you will pay, in cents: a higher price is refused (PRICE_ABOVE_MAX), nothing charged */
          max_price?: number;
        };
      };
    };
    responses: {
      /** @description Done */
      201: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description `true` on a replayed answer */
          'Idempotent-Replayed'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              iccid: string;
              puk: string;
              activation_code: string;
              qr_code: string;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description PRICE_ABOVE_MAX (details {price, max_price} in cents), or IDEMPOTENCY_IN_PROGRESS: the first call with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was sent within 24 hours with another body */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NO_NUMBERS */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  smsStatus: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              service: string;
              /** @enum {string} */
              status: 'pending' | 'completed' | 'cancelled' | 'expired';
              created_at: string;
              expires_at: string;
              code: string | null;
              sms_text: string | null;
              sms_from: string | null;
              received_at: string | null;
              other_messages: {
                from: string;
                text: string;
                received_at: string;
              }[];
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order or lease too) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url: string;
          /**
           * @default standard
           * @enum {string}
           */
          format?: 'standard' | 'sms-activate';
        };
      };
    };
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              url: string;
              /** @enum {string} */
              format: 'standard' | 'sms-activate';
              secret: string;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listLeases: {
    parameters: {
      query?: {
        status?: 'active' | 'grace' | 'expired' | 'cancelled';
        service?: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description The next page: `<path>; rel="next"`, absent on the last */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              leases: {
                id: string;
                phone_number: string;
                service: string;
                /** @enum {string} */
                status: 'active' | 'grace' | 'expired' | 'cancelled';
                start_date: string;
                end_date: string;
                message_count: number;
              }[];
              next_cursor: string | null;
              next: string | null;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              service: string;
              /** @enum {string} */
              status: 'active' | 'grace' | 'expired' | 'cancelled';
              start_date: string;
              end_date: string;
              message_count: number;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order or lease too) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  renewLease: {
    parameters: {
      query?: never;
      header?: {
        /** @description Any unique text of yours (1 to 255 visible ASCII characters). A retry with the same key and body within 24 hours is answered the first result (with `Idempotent-Replayed: true`) and charged once; the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED. A refused purchase frees its key. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description `true` on a replayed answer */
          'Idempotent-Replayed'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              id: string;
              phone_number: string;
              service: string;
              /** @enum {string} */
              status: 'active' | 'grace' | 'expired' | 'cancelled';
              start_date: string;
              end_date: string;
              message_count: number;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order or lease too) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description PRICE_ABOVE_MAX (details {price, max_price} in cents), or IDEMPOTENCY_IN_PROGRESS: the first call with this Idempotency-Key is still running */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was sent within 24 hours with another body */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLeaseMessages: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done */
      200: {
        headers: {
          /** @description The key's quota for this period */
          'RateLimit-Limit'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Remaining'?: number;
          /** @description The key's quota for this period */
          'RateLimit-Reset'?: number;
          /** @description The next page: `<path>; rel="next"`, absent on the last */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              messages: {
                id: string;
                from: string;
                text: string | null;
                code: string | null;
                received_at: string;
              }[];
              next_cursor: string | null;
              next: string | null;
            };
          };
        };
      };
      /** @description VALIDATION_ERROR (details name the fields) or INVALID_STATE */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description UNAUTHORIZED: no key, or an unknown one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description SUBSCRIPTION_SUSPENDED, or INSUFFICIENT_BALANCE with details {required, available} in cents */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description KEY_INACTIVE, or ACCOUNT_DISABLED: the key's account is switched off */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order or lease too) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description RATE_LIMITED: over the key's 10 calls a second (bursts of 20); QUOTA_EXCEEDED on a purchase: the period's 1,000 purchases are made */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
