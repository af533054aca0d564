// Storage in the database's stored_objects table (bytes as bytea beside their metadata), so every gateway
// on one PostgreSQL reads what any of them received. An upload is read whole (up to its limit) and then
// written in one statement: nothing is stored from a failed or oversized upload.
import { Readable } from 'node:stream';
import { and, desc, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { storedObjects } from '../db/schema';
import { readWithinLimit } from './size-limit';
import { assertValidObject, publicFileUrl, type Bucket, type Storage, type StoredObject } from './storage';

/** Every column but the bytes. */
const metadata = {
  bucket: storedObjects.bucket,
  key: storedObjects.key,
  size: storedObjects.size,
  contentType: storedObjects.contentType,
  createdAt: storedObjects.createdAt,
};

type Row = { [K in keyof typeof metadata]: (typeof storedObjects.$inferSelect)[K] };

const toObject = (row: Row): StoredObject => ({ ...row, bucket: row.bucket as Bucket });

/** LIKE pattern matching keys that start with `prefix` (keys hold no % or \, '_' is escaped). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createPostgresStorage(db: Database): Storage {
  async function list(bucket: Bucket, prefix = ''): Promise<StoredObject[]> {
    const rows = await db
      .select(metadata)
      .from(storedObjects)
      .where(and(eq(storedObjects.bucket, bucket), like(storedObjects.key, startsWith(prefix))))
      .orderBy(desc(storedObjects.createdAt), asc(storedObjects.key));
    return rows.map(toObject);
  }

  return {
    list,

    async stat(bucket, key) {
      assertValidObject(bucket, key);
      const [row] = await db
        .select(metadata)
        .from(storedObjects)
        .where(and(eq(storedObjects.bucket, bucket), eq(storedObjects.key, key)));
      return row ? toObject(row) : null;
    },

    async put(bucket, key, body, contentType, options = {}) {
      assertValidObject(bucket, key);
      const content = await readWithinLimit(body, options.maxBytes ?? Number.POSITIVE_INFINITY);
      const values = { bucket, key, contentType, size: content.length, content };
      const [row] = await db
        .insert(storedObjects)
        .values(values)
        .onConflictDoUpdate({
          target: [storedObjects.bucket, storedObjects.key],
          set: { contentType, size: content.length, content, createdAt: sql`now()` },
        })
        .returning(metadata);
      if (!row) throw new Error(`stored object ${bucket}/${key} missing right after its insert`);
      return toObject(row);
    },

    url: publicFileUrl,

    async open(bucket, key, range) {
      assertValidObject(bucket, key);
      // A range is cut in the database, so only its bytes travel.
      const bytes = range
        ? sql`substring(${storedObjects.content} from ${range.start + 1} for ${range.end - range.start + 1})`.mapWith(storedObjects.content)
        : storedObjects.content;
      const [row] = await db
        .select({ ...metadata, content: bytes })
        .from(storedObjects)
        .where(and(eq(storedObjects.bucket, bucket), eq(storedObjects.key, key)));
      if (!row) return null;
      const { content, ...object } = row;
      return { object: toObject(object), body: Readable.from([content]) };
    },

    async remove(bucket, key) {
      assertValidObject(bucket, key);
      await db.delete(storedObjects).where(and(eq(storedObjects.bucket, bucket), eq(storedObjects.key, key)));
    },

    async latest(bucket, prefix) {
      return (await list(bucket, prefix))[0] ?? null;
    },
  };
}
