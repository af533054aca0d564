// GET /dev/mailbox (HTML) and /dev/mailbox.json?to=: the outbox, for developers and tests, on this machine
// only. 404 in production and to any other client.
import net from 'node:net';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { Database } from '../db/connection';
import { HttpError } from '../http/http-error';
import { renderMailboxPage } from './mailbox-page';
import { createOutboxRepo } from './outbox-repo';

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether the connection itself comes from this machine (never the headers, which a client writes). */
function fromThisMachine(req: Request): boolean {
  const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  const family = net.isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function devMailboxRoutes(db: Database, { publicUrl, enabled }: { publicUrl: string; enabled: boolean }): Router {
  const outbox = createOutboxRepo(db);
  const router = express.Router();
  // Answered here, also when disabled, so that no later route (the shell's history fallback) serves these paths.
  const onlyFromThisMachine: RequestHandler = (req, _res, next) => {
    if (!enabled || !fromThisMachine(req)) throw new HttpError(404, 'not_found', 'Nothing here.');
    next();
  };
  router.get('/dev/mailbox', onlyFromThisMachine, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.type('html').send(renderMailboxPage(await outbox.list(), publicUrl));
  });
  router.get('/dev/mailbox.json', onlyFromThisMachine, async (req, res) => {
    const to = typeof req.query.to === 'string' && req.query.to ? req.query.to : undefined;
    res.set('Cache-Control', 'no-store');
    res.json({ mails: await outbox.list(to) });
  });
  return router;
}
