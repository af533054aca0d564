// HTTP face of the demo video, under /api: anyone reads the newest; only an admin uploads, the file
// being the raw request body (Content-Type video/*), so it streams instead of being parsed.
import express, { type RequestHandler, type Router } from 'express';
import type { AuthMiddleware } from '../auth/middleware';
import { HttpError } from '../http/http-error';
import type { DemoVideoService } from './demo-video-service';
import { invalidVideoType, videoTooLarge } from './video-gate';

export function demoVideoRoutes(
  videos: DemoVideoService,
  auth: Pick<AuthMiddleware, 'requireRole'>,
  maxBytes: number,
  limitUploads: RequestHandler[] = [],
): Router {
  const router = express.Router();

  router.get('/demo-video', async (_req, res) => {
    const video = await videos.latest();
    if (!video) throw new HttpError(404, 'not_found', 'No demo video has been uploaded yet.');
    res.set('Cache-Control', 'no-cache').json(video);
  });

  router.post('/demo-video', auth.requireRole('admin'), ...limitUploads, async (req, res) => {
    try {
      // Refused before a byte is read when the browser says what it is sending.
      if (Number(req.headers['content-length']) > maxBytes) throw videoTooLarge();
      if (!/^video\//i.test(req.headers['content-type'] ?? '')) throw invalidVideoType();
      res.status(201).json(await videos.upload(req));
    } catch (error) {
      // The rest of a refused body is not read: end the connection after the answer.
      if (!req.complete) res.set('Connection', 'close');
      throw error;
    }
  });

  return router;
}
