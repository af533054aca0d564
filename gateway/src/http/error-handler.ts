// Turns every error that reaches Express into `{ error: { code, message, fields? } }`, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { summarizeIssues } from '../summarize-issues';
import { HttpError } from './http-error';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The shape of the errors body-parser (behind express.json) raises: http-errors with a `type`. */
interface BodyParserError {
  status: number;
  type: string;
  expose: boolean;
  limit?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    typeof error.type === 'string' &&
    'status' in error &&
    typeof error.status === 'number' &&
    'expose' in error
  );
}

function fromBodyParser(error: BodyParserError, message: string): HttpError {
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new HttpError(
        413,
        'payload_too_large',
        `The request body is too large${error.limit ? ` (at most ${Math.floor(error.limit / 1024)} KB)` : ''}.`,
      );
    default:
      return new HttpError(error.status, error.type.replaceAll('.', '_'), message);
  }
}

/** The HttpError a caught value stands for, or undefined when it is a fault of ours. */
function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) {
    const { fields, message } = summarizeIssues(error);
    return new HttpError(400, 'invalid_input', message, Object.keys(fields).length ? fields : undefined);
  }
  if (isBodyParserError(error) && error.expose && error.status >= 400 && error.status < 500) {
    return fromBodyParser(error, error instanceof Error ? error.message : 'Bad request.');
  }
  // Not a fault of the request, nor a bug: the browser shows the message and may retry.
  if (isDatabaseUnavailable(error)) return new HttpError(503, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  // Too late for a JSON body: Express's own handler closes the connection.
  if (res.headersSent) return next(error);
  const httpError = toHttpError(error);
  if (!httpError) {
    // pino-http logs the failed request with this error attached.
    res.err = error instanceof Error ? error : new Error(String(error));
    res.status(500).json({ error: { code: 'internal', message: INTERNAL_MESSAGE } });
    return;
  }
  const { status, code, message, fields } = httpError;
  if (status === 503) {
    res.err = error instanceof Error ? error : new Error(String(error));
    res.set('Retry-After', '5');
  }
  res.status(status).json({ error: { code, message, ...(fields ? { fields } : {}) } });
};

/** The last route: nothing else answered. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `Nothing here: ${req.method} ${req.path}`));
};
