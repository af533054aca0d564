// One interface for stored files (avatars, CVs, demo videos), whatever keeps them; local disk by default.
import type { Readable } from 'node:stream';

export const BUCKETS = ['avatars', 'user-cvs', 'videos'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Buckets served to anyone under /files; the others are read only through authorised routes. */
export const PUBLIC_BUCKETS = ['avatars', 'videos'] as const satisfies readonly Bucket[];
export type PublicBucket = (typeof PUBLIC_BUCKETS)[number];

export const isPublicBucket = (bucket: string): bucket is PublicBucket => (PUBLIC_BUCKETS as readonly string[]).includes(bucket);

export interface StoredObject {
  bucket: Bucket;
  key: string;
  size: number;
  contentType: string;
  createdAt: Date;
}

/** Bytes `start` to `end` of an object, both included (an HTTP byte range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Stop reading and store nothing once the body passes this many bytes: rejects with StorageLimitError. */
  maxBytes?: number;
}

export interface Storage {
  /** Stores `body` under `key` (replacing any object there), streaming it when it is a stream. */
  put(bucket: Bucket, key: string, body: Buffer | Readable, contentType: string, options?: PutOptions): Promise<StoredObject>;
  /** The address at which a browser reads an object of a public bucket. */
  url(bucket: PublicBucket, key: string): string;
  /** The object and its bytes (only those of `range` when given; `object.size` stays the whole size), or null when there is none. */
  open(bucket: Bucket, key: string, range?: ByteRange): Promise<{ object: StoredObject; body: Readable } | null>;
  /** The object's metadata, or null when there is none. */
  stat(bucket: Bucket, key: string): Promise<StoredObject | null>;
  /** Removes an object; nothing happens when there is none. */
  remove(bucket: Bucket, key: string): Promise<void>;
  /** The newest object (under `prefix` when given), or null. */
  latest(bucket: Bucket, prefix?: string): Promise<StoredObject | null>;
  /** The objects (under `prefix` when given), newest first. */
  list(bucket: Bucket, prefix?: string): Promise<StoredObject[]>;
}

export class StorageLimitError extends Error {
  override name = 'StorageLimitError';

  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/** A key is '/'-separated segments of letters, digits, '.', '_' and '-', none starting with '.'. */
export function isValidKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => KEY_SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Throws unless `bucket` is one of BUCKETS and `key` is valid. */
export function assertValidObject(bucket: Bucket, key: string): void {
  assertValidKey(key);
  if (!BUCKETS.includes(bucket)) throw new Error(`Unknown bucket ${bucket}`);
}

/** Where a browser reads an object of a public bucket: GET /files/<bucket>/<key> (./file-routes.ts). */
export function publicFileUrl(bucket: PublicBucket, key: string): string {
  assertValidKey(key);
  return `/files/${bucket}/${key}`;
}
