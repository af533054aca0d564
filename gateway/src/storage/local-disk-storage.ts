// Storage on local disk: DATA_DIR/uploads/<bucket>/<key>, each with a metadata file (content type,
// size, time) under DATA_DIR/uploads/.meta. Writes go to a temporary file renamed into place, so a
// failed or oversized upload leaves nothing behind.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, BUCKETS, StorageLimitError, type Bucket, type Storage, type StoredObject } from './storage';

interface Metadata {
  contentType: string;
  size: number;
  createdAt: string;
}

/** Counts the bytes passing through and fails past `maxBytes`. */
class SizeLimit extends Transform {
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    done(this.size > this.maxBytes ? new StorageLimitError(this.maxBytes) : null, chunk);
  }
}

export interface LocalDiskStorage extends Storage {
  /** Where an object's bytes are on disk (the key must be valid), for serving with Range support. */
  filePath(bucket: Bucket, key: string): string;
  /** The object's metadata, or null when there is none. */
  stat(bucket: Bucket, key: string): Promise<StoredObject | null>;
}

export function createLocalDiskStorage(root: string): LocalDiskStorage {
  const tempDir = path.join(root, '.tmp');
  const filePath = (bucket: Bucket, key: string) => {
    assertValidKey(key);
    if (!BUCKETS.includes(bucket)) throw new Error(`Unknown bucket ${bucket}`);
    const bucketDir = path.resolve(root, bucket);
    const resolved = path.resolve(bucketDir, ...key.split('/'));
    // Valid keys cannot climb out; checked again here because a mistake would expose the disk.
    if (!resolved.startsWith(bucketDir + path.sep)) throw new Error(`Storage key escapes its bucket: ${key}`);
    return resolved;
  };
  const metaPath = (bucket: Bucket, key: string) => path.join(root, '.meta', bucket, `${path.relative(root, filePath(bucket, key))}.json`);

  async function stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    let meta: Metadata;
    try {
      meta = JSON.parse(await fs.promises.readFile(metaPath(bucket, key), 'utf8')) as Metadata;
      await fs.promises.access(filePath(bucket, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return { bucket, key, size: meta.size, contentType: meta.contentType, createdAt: new Date(meta.createdAt) };
  }

  /** Every key in the bucket, as '/'-joined paths below its folder. */
  async function keys(bucket: Bucket): Promise<string[]> {
    const dir = path.join(root, bucket);
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }

  async function list(bucket: Bucket, prefix = ''): Promise<StoredObject[]> {
    const found = await Promise.all((await keys(bucket)).filter((key) => key.startsWith(prefix)).map((key) => stat(bucket, key)));
    return found
      .filter((object): object is StoredObject => object !== null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.key.localeCompare(b.key));
  }

  return {
    filePath,
    stat,
    list,

    async put(bucket, key, body, contentType, options = {}) {
      const target = filePath(bucket, key);
      await fs.promises.mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      const limit = new SizeLimit(options.maxBytes ?? Number.POSITIVE_INFINITY);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, limit, fs.createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        const meta: Metadata = { contentType, size: limit.size, createdAt: new Date().toISOString() };
        await fs.promises.mkdir(path.dirname(metaPath(bucket, key)), { recursive: true });
        await fs.promises.writeFile(metaPath(bucket, key), JSON.stringify(meta));
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(temp, target);
        return { bucket, key, size: meta.size, contentType, createdAt: new Date(meta.createdAt) };
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },

    url(bucket, key) {
      assertValidKey(key);
      return `/files/${bucket}/${key}`;
    },

    async open(bucket, key) {
      const object = await stat(bucket, key);
      return object ? { object, body: fs.createReadStream(filePath(bucket, key)) } : null;
    },

    async remove(bucket, key) {
      await fs.promises.rm(filePath(bucket, key), { force: true });
      await fs.promises.rm(metaPath(bucket, key), { force: true });
    },

    async latest(bucket, prefix) {
      return (await list(bucket, prefix))[0] ?? null;
    },
  };
}
