// Stopping the HTTP server without cutting anyone off: no new connections, requests in flight (a prep
// being generated can take a while) get until the timeout to finish, and any still running then is
// answered 503 with a message to try again, rather than a dropped connection.
import type http from 'node:http';

export const RESTARTING_MESSAGE = 'The server is restarting. Please try again in a moment.';

export interface StopResult {
  /** Requests answered 503 because they were still running when the time was up. */
  cutShort: number;
}

/**
 * Tracks the server's requests from now on; the returned function stops the server, waiting at most
 * `timeoutMs` for requests in flight, and resolves once every connection is closed.
 */
export function trackRequests(server: http.Server): (timeoutMs: number) => Promise<StopResult> {
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // The connection it came on is idle now: let it go so that close() can finish.
      if (stopping) server.closeIdleConnections();
    });
    if (stopping) res.shouldKeepAlive = false;
  });

  return (timeoutMs) =>
    new Promise<StopResult>((resolve) => {
      stopping = true;
      for (const res of inFlight) res.shouldKeepAlive = false;
      let cutShort = 0;
      const timer = setTimeout(() => {
        for (const res of inFlight) {
          if (res.headersSent) continue;
          cutShort += 1;
          res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close', 'Retry-After': '5' });
          res.end(JSON.stringify({ error: { code: 'restarting', message: RESTARTING_MESSAGE } }));
        }
        // Responses already streaming when the time ran out cannot be answered otherwise: end them.
        setImmediate(() => server.closeAllConnections());
      }, timeoutMs);
      server.close(() => {
        clearTimeout(timer);
        resolve({ cutShort });
      });
      server.closeIdleConnections();
    });
}
