// Generated from GET /api/v1/openapi.json by `npm run gen:api-client`; do not edit.

export interface paths {
  '/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
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
    /** Set this key's webhook URL (https, a public address); sms.received events are POSTed to it signed with the secret answered here once */
    put: operations['setWebhook'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
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
          | 'INTERNAL_ERROR';
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
  createOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          service: number | string;
          /** @constant */
          country: 'GB';
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
              received_at: string | null;
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
      /** @description KEY_INACTIVE */
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
              received_at: string | null;
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
      /** @description KEY_INACTIVE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order too) */
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
      /** @description KEY_INACTIVE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order too) */
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
              received_at: string | null;
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
      /** @description KEY_INACTIVE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order too) */
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
      /** @description KEY_INACTIVE */
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
      /** @description KEY_INACTIVE */
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
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          service: number | string;
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
                  received_at: string | null;
                }
              | {
                  id: string;
                  phone_number: string;
                  service: string;
                  /** @enum {string} */
                  status: 'active' | 'expired' | 'cancelled';
                  start_date: string;
                  end_date: string;
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
      /** @description KEY_INACTIVE */
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
      header?: never;
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
              status: 'active' | 'expired' | 'cancelled';
              start_date: string;
              end_date: string;
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
      /** @description KEY_INACTIVE */
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
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @constant */
          type: 'esim';
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
      /** @description KEY_INACTIVE */
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
              received_at: string | null;
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
      /** @description KEY_INACTIVE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description NOT_FOUND (another member's order too) */
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
      /** @description KEY_INACTIVE */
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
}
