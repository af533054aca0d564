// Storage in an S3-compatible object store (AWS S3, MinIO, R2…) through @aws-sdk/client-s3, so every
// gateway reads what any of them received. One S3 bucket holds every Bullpen bucket as a key prefix:
// <bucket>/<key>. An upload is read whole (up to its limit) before it is sent, so nothing is stored from
// a failed or oversized upload; the object's content type is S3's, its time S3's Last-Modified.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { readWithinLimit } from './size-limit';
import { assertValidObject, publicFileUrl, type Bucket, type Storage, type StoredObject } from './storage';

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

interface S3Metadata {
  ContentLength?: number;
  ContentType?: string;
  LastModified?: Date;
}

const toObject = (bucket: Bucket, key: string, meta: S3Metadata): StoredObject => ({
  bucket,
  key,
  size: meta.ContentLength ?? 0,
  contentType: meta.ContentType ?? 'application/octet-stream',
  createdAt: meta.LastModified ?? new Date(0),
});

export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;
  const objectKey = (bucket: Bucket, key: string) => {
    assertValidObject(bucket, key);
    return `${bucket}/${key}`;
  };

  async function stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    try {
      return toObject(bucket, key, await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(bucket, key) })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function list(bucket: Bucket, prefix = ''): Promise<StoredObject[]> {
    const listed: _Object[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${bucket}/${prefix}`, ContinuationToken }));
      listed.push(...(page.Contents ?? []));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    // A listing carries no content type: each object's comes from its own HEAD.
    const found = await Promise.all(listed.map((object) => stat(bucket, (object.Key ?? '').slice(bucket.length + 1))));
    return found
      .filter((object): object is StoredObject => object !== null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.key.localeCompare(b.key));
  }

  return {
    list,
    stat,

    async put(bucket, key, body, contentType, options = {}) {
      const Key = objectKey(bucket, key);
      const content = await readWithinLimit(body, options.maxBytes ?? Number.POSITIVE_INFINITY);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: content, ContentType: contentType, ContentLength: content.length }));
      return (await stat(bucket, key)) ?? { bucket, key, size: content.length, contentType, createdAt: new Date() };
    },

    url: publicFileUrl,

    async open(bucket, key, range) {
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
        const got = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(bucket, key), Range }));
        // A ranged answer's length is the range's; the whole size ends its Content-Range ("bytes 0-9/100").
        const size = got.ContentRange ? Number(got.ContentRange.split('/')[1]) : got.ContentLength;
        // In Node the SDK's body is the HTTP response stream.
        return { object: toObject(bucket, key, { ...got, ContentLength: size }), body: got.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    },

    async latest(bucket, prefix) {
      return (await list(bucket, prefix))[0] ?? null;
    },
  };
}
