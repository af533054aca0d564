// The process logger (pino); request logs hang off it through pino-http. Errors are logged without the
// values a query ran with (e-mail addresses, password hashes): only its SQL and the database's reason.
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import type { Config } from './config';

/** Properties of database errors that hold the values of a query: drizzle's `params`, PostgreSQL's `detail`. */
const VALUE_PROPERTIES = ['params', 'detail'];
/** The line drizzle appends to a failed query's message. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/** The serialized error (and its causes) without query values, in its properties, message or stack. */
function withoutQueryValues(error: SerializedError): SerializedError {
  const copy: Record<string, unknown> = { ...error };
  for (const key of VALUE_PROPERTIES) delete copy[key];
  for (const key of ['message', 'stack'] as const) {
    if (typeof copy[key] === 'string') copy[key] = copy[key].replace(PARAMS_LINE, '\nparams: [redacted]');
  }
  if (typeof copy.cause === 'object' && copy.cause !== null) copy.cause = withoutQueryValues(copy.cause as SerializedError);
  return copy as SerializedError;
}

/** pino's error serializer, minus the values of failed queries. */
export function serializeError(error: Error): SerializedError {
  return withoutQueryValues(pino.stdSerializers.err(error));
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Second guard behind serializeError, for errors logged under other keys.
  ...['err', 'error'].flatMap((key) => VALUE_PROPERTIES.flatMap((property) => [`${key}.${property}`, `${key}.cause.${property}`])),
];

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: REDACTED_PATHS, serializers: { err: serializeError, error: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}

/** One log line per request, tagged with a request id (the caller's `x-request-id`, else a new one). */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    // A request line carries what an operator needs, not every header (tokens never reach the log).
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.replace(/([?&](?:token|access_token|refresh_token)=)[^&]+/g, '$1[redacted]'),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,128}$/.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
  });
}
