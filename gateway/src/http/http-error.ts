// The one error type the gateway throws on purpose; errorHandler turns it into the JSON error body.

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    /** Stable, machine-readable, snake_case: `not_found`, `invalid_input`. */
    readonly code: string,
    message: string,
    /** Per-field messages, keyed by the field's name in the request. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
