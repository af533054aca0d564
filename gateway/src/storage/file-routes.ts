// GET /files/<bucket>/<key>: objects of the public buckets (avatars, videos), with Range support so videos
// can seek: from local disk by express's sendFile, from a shared store (PostgreSQL, S3) asking it for the
// range only. Private buckets (CVs) are never served here.
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import parseRange from 'range-parser';
import { HttpError } from '../http/http-error';
import type { LocalDiskStorage } from './local-disk-storage';
import { isPublicBucket, isValidKey, type ByteRange, type PublicBucket, type Storage } from './storage';

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

/** The one byte range a Range header asks for; undefined for the whole object (no header, several ranges or an unreadable one). */
function requestedRange(req: Request, size: number): ByteRange | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

async function sendFromStore(req: Request, res: Response, storage: Storage, bucket: PublicBucket, key: string): Promise<void> {
  const object = await storage.stat(bucket, key);
  if (!object) throw missing();
  const range = requestedRange(req, object.size);
  res.set({
    'Content-Type': object.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': `public, max-age=${ONE_HOUR_MS / 1000}`,
    'Last-Modified': object.createdAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (range === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${object.size}`).end();
    return;
  }
  const opened = await storage.open(bucket, key, range);
  if (!opened) throw missing();
  if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  res.set('Content-Length', String(range ? range.end - range.start + 1 : object.size));
  await pipeline(opened.body, res);
}

export function fileRoutes(storage: Storage): Router {
  const router = express.Router();
  router.get('/files/:bucket/*key', async (req, res) => {
    const { bucket } = req.params;
    const key = (req.params as unknown as { key: string[] }).key.join('/');
    // Keys are checked segment by segment ('..' is never a valid segment), so the path stays inside the bucket.
    if (!isPublicBucket(bucket) || !isValidKey(key)) throw missing();
    await (isLocalDisk(storage) ? sendFromDisk(res, storage, bucket, key) : sendFromStore(req, res, storage, bucket, key));
  });
  return router;
}
