// Passes an uploaded video through while checking it, so it is never held whole in memory: the first
// bytes must announce a video container (MP4, QuickTime, WebM, Ogg) and the size must stay within the
// limit; otherwise the stream fails at once and whatever was being written is discarded by its writer.
import { Transform, type TransformCallback } from 'node:stream';
import { DEMO_VIDEO_MESSAGES, VIDEO_SIGNATURE_BYTES, detectVideoType, type DemoVideoType } from '@bullpen/shared/domain';
import { HttpError } from '../http/http-error';

export const invalidVideoType = () => new HttpError(415, 'invalid_file_type', DEMO_VIDEO_MESSAGES.invalidType);
export const videoTooLarge = () => new HttpError(413, 'file_too_large', DEMO_VIDEO_MESSAGES.tooLarge);

export class VideoGate extends Transform {
  size = 0;
  /** Resolves with the format once the first bytes are read; rejects when they are not a video. */
  readonly detected: Promise<DemoVideoType>;
  private contentType: DemoVideoType | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private resolveDetected!: (type: DemoVideoType) => void;

  constructor(private readonly maxBytes: number) {
    super();
    let reject!: (error: Error) => void;
    this.detected = new Promise<DemoVideoType>((resolve, rejectWith) => {
      this.resolveDetected = resolve;
      reject = rejectWith;
    });
    // Also the listener that keeps an early failure from being an unhandled 'error' event.
    this.on('error', reject);
    // Settled or not, a caller that stopped waiting must not see an unhandled rejection.
    this.detected.catch(() => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(videoTooLarge());
    if (this.contentType) return done(null, chunk);
    // The signature may straddle the first chunks: hold them back until it can be read.
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < VIDEO_SIGNATURE_BYTES) return done();
    const held = Buffer.concat(this.head);
    this.head = [];
    this.contentType = detectVideoType(held);
    if (!this.contentType) return done(invalidVideoType());
    this.resolveDetected(this.contentType);
    done(null, held);
  }

  override _flush(done: TransformCallback) {
    done(this.contentType ? null : invalidVideoType());
  }
}
