// GET /dev/mailbox (HTML) and /dev/mailbox.json?to=: the outbox, for developers and tests. 404 in production.
import express, { type Router } from 'express';
import type { Database } from '../db/connection';
import { HttpError } from '../http/http-error';
import { renderMailboxPage } from './mailbox-page';
import { createOutboxRepo } from './outbox-repo';

export function devMailboxRoutes(db: Database, { publicUrl, enabled }: { publicUrl: string; enabled: boolean }): Router {
  const outbox = createOutboxRepo(db);
  const router = express.Router();
  if (!enabled) {
    // Answered here so that no later route (the shell's history fallback) serves these paths.
    router.get(['/dev/mailbox', '/dev/mailbox.json'], () => {
      throw new HttpError(404, 'not_found', 'Nothing here.');
    });
    return router;
  }
  router.get('/dev/mailbox', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.type('html').send(renderMailboxPage(await outbox.list(), publicUrl));
  });
  router.get('/dev/mailbox.json', async (req, res) => {
    const to = typeof req.query.to === 'string' && req.query.to ? req.query.to : undefined;
    res.set('Cache-Control', 'no-store');
    res.json({ mails: await outbox.list(to) });
  });
  return router;
}
