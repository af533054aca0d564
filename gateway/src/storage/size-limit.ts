// A pass-through stream that counts an upload's bytes and fails past a limit, for every storage driver.
import { Transform, type TransformCallback } from 'node:stream';
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
