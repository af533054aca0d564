// PostgreSQL cannot store the NUL character (U+0000) in text, so no request may carry one: a NUL in
// the path, a query parameter, a header or any string (or key) of a JSON body is refused here, in one
// place, with a 400 naming where it was, before any route sees the request.
import express, { type Request, type RequestHandler } from 'express';
import { HttpError } from './http-error';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

const NUL = '\u0000';

/** Where a NUL sits in a parsed JSON value: its dotted path ('' for the top level), or undefined. */
export function nulPath(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return path;
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

function refusal(where: string | undefined): HttpError {
  return where ? new HttpError(400, 'invalid_input', `${where}: ${NUL_MESSAGE}`, { [where]: NUL_MESSAGE }) : new HttpError(400, 'invalid_input', NUL_MESSAGE);
}

/** The first place of the URL or headers holding a NUL: a parameter or header name, '' for the path. */
function nulInUrlOrHeaders(req: Request): string | undefined {
  const url = req.originalUrl;
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  if (/%00/i.test(pathname) || pathname.includes(NUL)) return '';
  if (queryStart >= 0) {
    for (const [key, value] of new URLSearchParams(url.slice(queryStart + 1))) {
      if (key.includes(NUL) || value.includes(NUL)) return key.replaceAll(NUL, '');
    }
  }
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i + 1]?.includes(NUL)) return req.rawHeaders[i];
  }
  return undefined;
}

/** Refuses a request whose path, query or headers hold a NUL (bodies: see jsonBody). */
export const refuseNulInUrlAndHeaders: RequestHandler = (req, _res, next) => {
  const where = nulInUrlOrHeaders(req);
  next(where === undefined ? undefined : refusal(where || undefined));
};

/** Reads a JSON body (at most `limit`) and refuses one holding a NUL anywhere: every JSON route's parser. */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    express.json({ limit }),
    (req, _res, next) => {
      const where = nulPath(req.body);
      next(where === undefined ? undefined : refusal(where || 'body'));
    },
  ];
}
