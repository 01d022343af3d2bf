/**
 * Errors that reach a client carry a stable code; the message is translated at the edge from
 * the code, so services never build user-facing text.
 */
export interface FieldError {
  field: string;
  /** Translation key under errors:fields, or errors:codes when it starts with a code. */
  key: string;
  params?: Record<string, unknown>;
}

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly options: {
      params?: Record<string, unknown>;
      fields?: FieldError[];
      /** Extra facts the client may use (never secrets), sent as `details`. */
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
  }
}

export const notFound = (code = 'NOT_FOUND') => new AppError(code, 404);
export const forbidden = () => new AppError('PERMISSION_DENIED', 403);
export const unauthorized = (code = 'AUTH_REQUIRED') => new AppError(code, 401);
export const validationFailed = (fields: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 422, { fields });
