// Errors of the embedded auth service in the shape supabase-js reads (AUTH-WIRE.md): `code` and
// `error_code`, `msg` and `message`, and the X-Supabase-Api-Version header that makes it read `code`.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http/http-error';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  override name = 'AuthError';

  constructor(
    readonly status: number,
    /** GoTrue's error code: `invalid_credentials`, `weak_password`, `session_not_found`, ... */
    readonly code: string,
    message: string,
    /** Extra top-level fields of the body, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendAuthError(res: Response, { status, code, message, extra }: AuthError): void {
  res
    .status(status)
    .set(API_VERSION_HEADER, API_VERSION)
    .json({ code, error_code: code, msg: message, message, ...extra });
}

/** Marks every auth response with the API version. */
export const apiVersionHeader: RequestHandler = (_req, res, next) => {
  res.set(API_VERSION_HEADER, API_VERSION);
  next();
};

function isBodyParseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.parse.failed';
}

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
}

/** Turns what reaches the end of /auth/v1 into a GoTrue error; a 5xx carries no user-facing message. */
export const authErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof AuthError) return sendAuthError(res, error);
  // The request checks shared with /api (a NUL character in the body) say what was wrong.
  if (error instanceof HttpError && error.status < 500) return sendAuthError(res, new AuthError(error.status, 'validation_failed', error.message));
  if (isBodyParseError(error)) return sendAuthError(res, new AuthError(400, 'bad_json', 'Could not parse request body as JSON'));
  if (isBodyTooLarge(error)) return sendAuthError(res, new AuthError(413, 'request_too_large', 'Request body is too large'));
  res.err = error instanceof Error ? error : new Error(String(error));
  if (isDatabaseUnavailable(error)) {
    res.set('Retry-After', '5');
    return sendAuthError(res, new AuthError(503, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
  }
  sendAuthError(res, new AuthError(500, 'unexpected_failure', 'Unexpected failure'));
};

export const authNotFound: RequestHandler = (req, _res, next) => {
  next(new AuthError(404, 'not_found', `Not found: ${req.method} ${req.path}`));
};
