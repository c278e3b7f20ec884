// The one response envelope (docs/decisions/013 "Answers"): every answer is JSON with `success`.

export type FieldErrors = Record<string, string>;

export interface ApiFailure {
  success: false;
  error: string;
  details?: FieldErrors;
}

export type ApiSuccess<T extends object = object> = { success: true } & T;
export type ApiAnswer<T extends object = object> = ApiSuccess<T> | ApiFailure;
