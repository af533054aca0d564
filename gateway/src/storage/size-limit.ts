// Upload size limits for every storage driver: a pass-through stream that counts bytes and fails past a
// limit, and a reader that collects a body within one.
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageLimitError } from './storage';

/** Counts the bytes passing through and fails past `maxBytes`. */
export class SizeLimit extends Transform {
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    done(this.size > this.maxBytes ? new StorageLimitError(this.maxBytes) : null, chunk);
  }
}

/** The whole body in memory; rejects with StorageLimitError as soon as it passes `maxBytes`. */
export async function readWithinLimit(body: Buffer | Readable, maxBytes: number): Promise<Buffer> {
  const limit = new SizeLimit(maxBytes);
  const chunks: Buffer[] = [];
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  await pipeline(source, limit, async (stream: AsyncIterable<Buffer>) => {
    for await (const chunk of stream) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}
