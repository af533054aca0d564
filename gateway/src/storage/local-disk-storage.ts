// Storage on local disk: DATA_DIR/uploads/<bucket>/<key>, each with a metadata file (content type,
// size, time) under DATA_DIR/uploads/.meta. The bytes and the metadata are each written to a temporary
// file renamed into place, so a failed or oversized upload leaves nothing behind and neither file is
// ever seen half written. An unreadable metadata file makes its object missing, and is logged.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { z } from 'zod';
import { SizeLimit } from './size-limit';
import { assertValidObject, publicFileUrl, type Bucket, type Storage, type StoredObject } from './storage';

const metadataSchema = z.object({
  contentType: z.string().min(1),
  size: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
type Metadata = z.infer<typeof metadataSchema>;

/** The metadata in `json`, or undefined when it is not valid JSON of that shape. */
function parseMetadata(json: string): Metadata | undefined {
  try {
    const result = metadataSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export interface LocalDiskStorage extends Storage {
  /** Where an object's bytes are on disk (the key must be valid), for serving with Range support. */
  filePath(bucket: Bucket, key: string): string;
}

/** `logger` hears of corrupt metadata files. */
export function createLocalDiskStorage(root: string, logger?: Pick<Logger, 'warn'>): LocalDiskStorage {
  const tempDir = path.join(root, '.tmp');
  const filePath = (bucket: Bucket, key: string) => {
    assertValidObject(bucket, key);
    const bucketDir = path.resolve(root, bucket);
    const resolved = path.resolve(bucketDir, ...key.split('/'));
    // Valid keys cannot climb out; checked again here because a mistake would expose the disk.
    if (!resolved.startsWith(bucketDir + path.sep)) throw new Error(`Storage key escapes its bucket: ${key}`);
    return resolved;
  };
  const metaPath = (bucket: Bucket, key: string) => path.join(root, '.meta', bucket, `${path.relative(root, filePath(bucket, key))}.json`);

  async function stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    let json: string;
    try {
      json = await fs.promises.readFile(metaPath(bucket, key), 'utf8');
      await fs.promises.access(filePath(bucket, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const meta = parseMetadata(json);
    if (!meta) {
      logger?.warn({ bucket, key }, 'stored object has a corrupt metadata file; treated as missing');
      return null;
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
      const metaTemp = `${temp}.json`;
      const limit = new SizeLimit(options.maxBytes ?? Number.POSITIVE_INFINITY);
      // Opened before the copy starts: a failed copy's clean-up then always finds the file, where a
      // stream opening it by path could create it after the clean-up had run.
      const sink = (await fs.promises.open(temp, 'wx', 0o600)).createWriteStream();
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, limit, sink);
        const meta: Metadata = { contentType, size: limit.size, createdAt: new Date().toISOString() };
        await fs.promises.writeFile(metaTemp, JSON.stringify(meta), { flag: 'wx', mode: 0o600 });
        await fs.promises.mkdir(path.dirname(metaPath(bucket, key)), { recursive: true });
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(temp, target);
        await fs.promises.rename(metaTemp, metaPath(bucket, key));
        return { bucket, key, size: meta.size, contentType, createdAt: new Date(meta.createdAt) };
      } finally {
        await Promise.all([fs.promises.rm(temp, { force: true }), fs.promises.rm(metaTemp, { force: true })]);
      }
    },

    url: publicFileUrl,

    async open(bucket, key, range) {
      const object = await stat(bucket, key);
      return object ? { object, body: fs.createReadStream(filePath(bucket, key), range) } : null;
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
