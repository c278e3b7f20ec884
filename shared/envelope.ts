// The one response envelope (docs/decisions/013 "Answers"): every answer is JSON with `success`.

export type FieldErrors = Record<string, string>;

export interface ApiFailure {
  success: false;
  error: string;
  details?: FieldErrors;
  /** A machine-readable reason where the client acts on it: `TWO_FACTOR_REQUIRED` (docs/decisions/042). */
  code?: string;
  /** Sign-in: the password was right and the account's two-factor code is needed (docs/decisions/042). */
  two_factor_required?: true;
}

/** What a refusal may carry besides its message and field errors. */
export type FailureFlags = Pick<ApiFailure, 'code' | 'two_factor_required'>;

export type ApiSuccess<T extends object = object> = { success: true } & T;
export type ApiAnswer<T extends object = object> = ApiSuccess<T> | ApiFailure;
