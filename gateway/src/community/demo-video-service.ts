// The demo video of the demo page (spec 02 §2.14, §7.5): the newest upload in the public 'videos'
// bucket is the one played; an admin's upload is checked while it streams into storage.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { videoExtension } from '@bullpen/shared/domain';
import { HttpError } from '../http/http-error';
import { StorageLimitError, type Storage } from '../storage/storage';
import { VideoGate, videoTooLarge } from './video-gate';

const BUCKET = 'videos';
/** Demo videos share the bucket with nothing else today; the prefix keeps it that way. */
const KEY_PREFIX = 'demo-';

export interface DemoVideo {
  url: string;
  uploadedAt: string;
}

export interface DemoVideoService {
  /** The newest demo video, or null before the first upload. */
  latest(): Promise<DemoVideo | null>;
  /** Streams `body` into storage; rejects (storing nothing) when it is not a video or over the limit. */
  upload(body: Readable): Promise<DemoVideo>;
}

export function createDemoVideoService(storage: Storage, maxBytes: number): DemoVideoService {
  return {
    async latest() {
      const object = await storage.latest(BUCKET, KEY_PREFIX);
      return object ? { url: storage.url(BUCKET, object.key), uploadedAt: object.createdAt.toISOString() } : null;
    },

    async upload(body) {
      const gate = new VideoGate(maxBytes);
      const onClose = () => {
        if (!body.readableEnded) gate.destroy(new HttpError(400, 'upload_interrupted', 'The upload was interrupted.'));
      };
      body.on('close', onClose);
      // Piped, not handed over: on failure the body is only unpiped, so the caller can still answer.
      body.pipe(gate);
      try {
        const contentType = await gate.detected;
        const key = `${KEY_PREFIX}${Date.now()}-${randomUUID()}.${videoExtension(contentType)}`;
        const object = await storage.put(BUCKET, key, gate, contentType, { maxBytes });
        return { url: storage.url(BUCKET, object.key), uploadedAt: object.createdAt.toISOString() };
      } catch (error) {
        body.unpipe(gate);
        gate.destroy();
        throw error instanceof StorageLimitError ? videoTooLarge() : error;
      } finally {
        body.off('close', onClose);
      }
    },
  };
}
