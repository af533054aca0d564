// GET /files/<bucket>/<key>: objects of the public buckets (avatars, videos) from local disk, with Range
// support so videos can seek. Private buckets (CVs) are never served here.
import express, { type Router } from 'express';
import { HttpError } from '../http/http-error';
import type { LocalDiskStorage } from './local-disk-storage';
import { isPublicBucket, isValidKey } from './storage';

const ONE_HOUR_MS = 60 * 60 * 1000;

export function fileRoutes(storage: LocalDiskStorage): Router {
  const router = express.Router();
  router.get('/files/:bucket/*key', async (req, res) => {
    const { bucket } = req.params;
    const key = (req.params as unknown as { key: string[] }).key.join('/');
    const missing = new HttpError(404, 'not_found', 'There is no such file.');
    // Keys are checked segment by segment ('..' is never a valid segment), so the path stays inside the bucket.
    if (!isPublicBucket(bucket) || !isValidKey(key)) throw missing;
    const object = await storage.stat(bucket, key);
    if (!object) throw missing;
    await new Promise<void>((resolve, reject) => {
      res.sendFile(
        storage.filePath(bucket, key),
        {
          maxAge: ONE_HOUR_MS,
          dotfiles: 'deny',
          headers: { 'Content-Type': object.contentType, 'X-Content-Type-Options': 'nosniff' },
        },
        (error: (Error & { status?: number }) | undefined) => {
          if (!error || res.headersSent) resolve();
          else reject(error.status === 404 ? missing : error);
        },
      );
    });
  });
  return router;
}
