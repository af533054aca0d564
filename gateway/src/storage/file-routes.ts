// GET /files/<bucket>/<key>: objects of the public buckets (avatars, videos). From local disk with Range
// support so videos can seek; from a shared store (PostgreSQL) streamed whole. Private buckets (CVs) are
// never served here.
import { pipeline } from 'node:stream/promises';
import express, { type Response, type Router } from 'express';
import { HttpError } from '../http/http-error';
import type { LocalDiskStorage } from './local-disk-storage';
import { isPublicBucket, isValidKey, type PublicBucket, type Storage } from './storage';

const ONE_HOUR_MS = 60 * 60 * 1000;
const missing = () => new HttpError(404, 'not_found', 'There is no such file.');

const isLocalDisk = (storage: Storage): storage is LocalDiskStorage => 'filePath' in storage;

async function sendFromDisk(res: Response, storage: LocalDiskStorage, bucket: PublicBucket, key: string): Promise<void> {
  const object = await storage.stat(bucket, key);
  if (!object) throw missing();
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
        else reject(error.status === 404 ? missing() : error);
      },
    );
  });
}

async function sendFromStore(res: Response, storage: Storage, bucket: PublicBucket, key: string): Promise<void> {
  const opened = await storage.open(bucket, key);
  if (!opened) throw missing();
  const { object, body } = opened;
  res.set({
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    'Cache-Control': `public, max-age=${ONE_HOUR_MS / 1000}`,
    'Last-Modified': object.createdAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  await pipeline(body, res);
}

export function fileRoutes(storage: Storage): Router {
  const router = express.Router();
  router.get('/files/:bucket/*key', async (req, res) => {
    const { bucket } = req.params;
    const key = (req.params as unknown as { key: string[] }).key.join('/');
    // Keys are checked segment by segment ('..' is never a valid segment), so the path stays inside the bucket.
    if (!isPublicBucket(bucket) || !isValidKey(key)) throw missing();
    await (isLocalDisk(storage) ? sendFromDisk(res, storage, bucket, key) : sendFromStore(res, storage, bucket, key));
  });
  return router;
}
