// The spec's business constants and limits (docs/decisions/015 "Constants"), each defined once.

export const API_BASE_PATH = '/php-backend/api';
export const PUBLIC_API_BASE_PATH = '/api/v1';
export const WEBHOOKS_BASE_PATH = '/webhooks';
/** Where SMS-activation tools expect the sms-activate protocol (docs/decisions/024). */
export const SMS_ACTIVATE_BASE_PATH = '/stubs';

export const ROLE_ADMIN = 'ADMIN';
export const ROLE_USER = 'user';
export type Role = typeof ROLE_ADMIN | typeof ROLE_USER;

export const INACTIVITY_TIMEOUT_MS = 300_000;
export const TOAST_DURATION_MS = 3_000;
export const FORGOT_PASSWORD_AUTO_CLOSE_MS = 3_000;

export const PAYMENT_POLL_INTERVAL_MS = 5_000;
export const PAYMENT_POLL_LIMIT_S = 1_800;
export const ANONYMOUS_SMS_POLL_INTERVAL_MS = 3_000;
export const ANONYMOUS_SMS_POLL_LIMIT_S = 900;
export const NUMBER_COUNTDOWN_S = 900;
/** Ours: how long the view after payment waits for a lease's number or an eSIM before it asks to contact support. */
export const FULFILMENT_POLL_LIMIT_S = 120;
export const ORDER_POLL_INTERVAL_MS = 5_000;
export const ORDER_POLL_LIMIT_MS = 900_000;

export const STATS_REFRESH_MS = 30_000;
export const DEFAULT_ACTIVE_STOCK_MIN = 1359;
export const DEFAULT_ACTIVE_STOCK_MAX = 1947;
export const DEFAULT_DESTROYED_NUMBERS = 8247;

export const LEASE_DAYS = 30;
export const LEASE_WARNING_DAYS = 7;
/** Ours (docs/decisions/062): how long after its end a lease's number is still held for a renewal. */
export const LEASE_GRACE_DAYS = 3;
export const CURRENCY = 'USD';
export const DEFAULT_COIN = 'btc';
export const DATE_LOCALE = 'en-GB';

/** The three purchase types of the SMS panel's tabs and of the payment request (docs/decisions/015 "Fields"). */
export const PURCHASE_TYPES = ['one-time', 'lease', 'buy'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export const ONE_TIME_FROM_CENTS = 99;
export const LEASE_PRICE_CENTS = 1499;
export const PRO_LEASE_PRICE_CENTS = 1999;
export const BUY_PRICE_CENTS = 2500;
export const MODAL_FALLBACK_PRICE_CENTS = 999;
export const API_KEY_MONTHLY_FEE_CENTS = 2900;
/** Purchases a key may make per paid period; reads are not counted (docs/decisions/030 "The quota"). */
export const API_KEY_MONTHLY_QUOTA = 1000;
/** Calls a key may make per second, sustained, and at once after a pause (docs/decisions/030 "The quota"). */
export const API_KEY_CALLS_PER_SECOND = 10;
export const API_KEY_CALL_BURST = 20;
export const API_KEY_DISPLAY_LENGTH = 20;
/** API keys (docs/decisions/018): format, limits and the subscription's rhythm. */
export const API_KEY_PREFIX = 'uks_live_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_NAME_MAX_LENGTH = 64;
/** The longest webhook URL a key may have. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const API_KEYS_PER_MEMBER = 10;
export const API_KEY_PERIOD_DAYS = 30;
export const API_KEY_RENEWAL_RETRY_HOURS = 24;
export const API_KEY_REMINDER_DAYS = 3;

export const QUICK_TOP_UP_DASHBOARD = [10, 20, 50, 100, 200] as const;
export const QUICK_TOP_UP_WALLET = [10, 25, 50, 100, 250, 500] as const;
export const BONUS_TIERS = [
  { fromCents: 10_000, percent: 15 },
  { fromCents: 5_000, percent: 10 },
] as const;
export const MIN_TOP_UP_COINPAYMENTS_CENTS = 500;
export const MIN_TOP_UP_NOWPAYMENTS_CENTS = 2_000;
export const MAX_TOP_UP_CENTS = 100_000;

export const POPULAR_SERVICES_COUNT = 11;
export const DASHBOARD_LATEST_ORDERS = 5;
export const TICKET_REPLY_COUNTER = 500;
export const TICKET_REFRESH_MS = 30_000;
/** Ours: the longest ticket message kept (the /500 counter is only a hint; docs/decisions/019). */
export const TICKET_MESSAGE_MAX_LENGTH = 5_000;
/** Ours: the longest ticket subject kept (docs/decisions/019). */
export const TICKET_SUBJECT_MAX_LENGTH = 200;
/** Ours: the back office's lists are paged with `limit` and `next_cursor` (docs/decisions/019). */
export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 200;
export const SIM_PAGE_SIZE = 20;
export const SIM_MAX_PAGE_BUTTONS = 5;

/**
 * Coins offered when the coin list cannot be loaded (docs/decisions/015 "Messages"), labelled 'CODE (network)'
 * (docs/decisions/015 "Fields").
 */
export const DEFAULT_COINS = [
  { value: 'btc', label: 'BTC (Bitcoin)' },
  { value: 'eth', label: 'ETH (Ethereum)' },
  { value: 'ltc', label: 'LTC (Litecoin)' },
  { value: 'usdt', label: 'USDT (TRC20)' },
  { value: 'usdc', label: 'USDC (ERC20)' },
] as const;

/** Reseller programme (docs/decisions/015 "Roles"). */
export const RESELLER_TIERS = [
  {
    name: 'Tier 1',
    minimumCreditCents: 50_000,
    discountPercent: 50,
    apiAccessFeeCents: 9_900,
    dedicatedManager: false,
  },
  { name: 'Tier 2', minimumCreditCents: 100_000, discountPercent: null, apiAccessFeeCents: 0, dedicatedManager: true },
] as const;

/** Policy figures stated on the public pages (docs/decisions/015 "Constants"). */
export const SMS_CODE_RETENTION_HOURS = 24;
export const REFUND_CLAIM_WINDOW_HOURS = 24;
export const REFUND_INVESTIGATION_HOURS = 48;
export const REFUND_PROCESSING_BUSINESS_DAYS = '5-10';
export const CONTACT_REPLY_HOURS = 24;
export const UPTIME_TARGET_PERCENT = '99.9';
export const PERSISTENT_COOKIE_LIFETIME = '30 days to 2 years';
export const CODE_ARRIVAL_MAX_MINUTES = 15;
export const CODE_ARRIVAL_TYPICAL_MINUTES = '2-5';

/** Contact form: the simulated sending state (docs/decisions/015 "Screens"). */
export const CONTACT_SENDING_MS = 2_000;
/** Service status page: clock refresh (docs/decisions/015 "Screens"). */
export const STATUS_CLOCK_REFRESH_MS = 30_000;
export const ONE_TIME_ORDER_HOLD_S = 900;
/** docs/decisions/013 "Codes": the first run of 4 to 8 digits, allowing one space or dash inside. */
export const CODE_MIN_DIGITS = 4;
export const CODE_MAX_DIGITS = 8;
/** The SMS supplier's limit on an inbound message body (docs/decisions/014 "Twilio inbound SMS"). */
export const SMS_BODY_MAX_LENGTH = 1600;

/** The catalogue entry that stands for every service ('All Services' in lease mode). */
export const OTHER_SERVICE_ID = 59;

/** Server-side rules of our own (docs/decisions/013 "Sessions", "Paths"; docs/decisions/001 for the body limit). */
export const MIN_PASSWORD_LENGTH = 8;
export const SESSION_DAYS = 7;
export const SESSION_COOKIE = 'session';
/**
 * Failed sign-ins (docs/decisions/050): at most LOGIN_MAX_FAILURES per window for each pair of an account and where the
 * attempts come from (a client address, or a browser the account signed in from before), and at most
 * LOGIN_ACCOUNT_MAX_FAILURES per window for the account from every address together.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_ACCOUNT_MAX_FAILURES = 100;
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;
/** The signed cookie naming the accounts that signed in from a browser (docs/decisions/050), kept this long. */
export const KNOWN_BROWSER_COOKIE = 'known_browser';
export const SECURE_KNOWN_BROWSER_COOKIE = '__Host-known_browser';
export const KNOWN_BROWSER_DAYS = 400;
/** The most accounts one browser's cookie remembers: the oldest is forgotten first. */
export const KNOWN_BROWSER_MAX_ACCOUNTS = 10;
export const RESET_TOKEN_TTL_S = 60 * 60;
/** An address confirmation link (docs/decisions/053) works this long, once. */
export const CONFIRM_TOKEN_TTL_S = 48 * 60 * 60;
/** Confirmation links sent again on request, per account or per anonymous order (docs/decisions/053). */
export const CONFIRM_RESEND_LIMIT = { max: 3, windowS: 60 * 60 } as const;
/** The query parameter of a confirmation link, which opens the site and confirms the address. */
export const CONFIRM_LINK_PARAM = 'confirm_email';
export const MAX_BODY_BYTES = 64 * 1024;
/** The Add SIM Card upload (docs/decisions/022): the QR image at most 256 KB, the whole multipart body a little more. */
export const MAX_QR_IMAGE_BYTES = 256 * 1024;
export const MAX_MULTIPART_BODY_BYTES = MAX_QR_IMAGE_BYTES + 16 * 1024;
/** The session cookie's name where it is Secure: `__Host-` binds it to this origin (Path=/, no Domain). */
export const SECURE_SESSION_COOKIE = '__Host-session';

/**
 * Requests each client address may make per fixed window (docs/decisions/010-login-throttling-and-sessions.md):
 * every login attempt, registration, reset request and anonymous order counts, whatever its outcome.
 */
export const ADDRESS_LIMITS = {
  login: { max: 30, windowS: 15 * 60 },
  register: { max: 10, windowS: 60 * 60 },
  passwordReset: { max: 5, windowS: 60 * 60 },
  anonymousOrder: { max: 20, windowS: 60 * 60 },
  contact: { max: 5, windowS: 60 * 60 },
} as const;
export type AddressLimitName = keyof typeof ADDRESS_LIMITS;

/** Two-factor sign-in (docs/decisions/042): 6-digit TOTP, 30 s steps, SHA-1, one step of drift either way. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'UK SMS Numbers';
/** Recovery codes given when two-factor is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** The code `TWO_FACTOR_REQUIRED` of the 403 an admin without two-factor gets on every admin call. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
/**
 * The code of the 401 a lasting or irreversible change gets without the member's password (and code, with two-factor
 * on) in its body (docs/decisions/050).
 */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';
/** The code of the 403 a switched-off account's sign-in and API keys get (docs/decisions/059). */
export const ACCOUNT_DISABLED = 'ACCOUNT_DISABLED';
/** The query parameter of a security alert's link, which opens the site's "Sign out everywhere" dialog. */
export const SIGN_OUT_LINK_PARAM = 'sign_out';
