// Stopping the gateway: requests in flight finish and are answered; one still running when the time is
// up gets a 503 saying to try again, rather than a dropped connection; then the server is closed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { errorHandler } from './error-handler';
import { RESTARTING_MESSAGE, trackRequests } from './graceful-shutdown';

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** A server whose GET /slow answers when the test releases it; `entered` resolves once it is running. */
async function slowServer() {
  let release = () => undefined as void;
  let entered = () => undefined as void;
  const running = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const app = express()
    .get('/slow', async (_req, res) => {
      entered();
      await released;
      if (!res.headersSent) res.json({ done: true });
    })
    .use(errorHandler);
  const server = http.createServer(app);
  const stop = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const get = () =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
        })
        .on('error', reject);
    });
  return { server, stop, get, running, release, agent };
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish and answers it, then closes the server', async () => {
    const slow = await slowServer();
    const answer = slow.get();
    await slow.running;
    let stopped = false;
    const stopping = slow.stop(60_000).then((result) => {
      stopped = true;
      return result;
    });
    expect(slow.server.listening).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    slow.release();
    expect(await answer).toMatchObject({ status: 200, body: '{"done":true}' });
    expect(await stopping).toEqual({ cutShort: 0 });
    slow.agent.destroy();
  });

  it('answers a request still running when the time is up with 503 and a message, then closes the server', async () => {
    const slow = await slowServer();
    const answer = slow.get();
    await slow.running;
    expect(await slow.stop(50)).toEqual({ cutShort: 1 });
    const cut = await answer;
    expect(cut.status).toBe(503);
    expect(cut.connection).toBe('close');
    expect(JSON.parse(cut.body)).toEqual({ error: { code: 'restarting', message: RESTARTING_MESSAGE } });
    // The handler finishing later writes nothing more and throws nothing.
    slow.release();
    slow.agent.destroy();
  });
});
