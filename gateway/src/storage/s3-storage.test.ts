// Files in an S3-compatible store, against a small fake S3 server started here (path-style requests:
// PUT, GET with or without a byte range, HEAD, DELETE of an object and ListObjectsV2): the storage contract, one prefix per bucket,
// and nothing sent for an upload that is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createS3Storage } from './s3-storage';
import { StorageLimitError, type Storage } from './storage';
import { behavesAsStorage } from './storage-contract';

const BUCKET = 'bullpen-uploads';

interface FakeObject {
  body: Buffer;
  contentType: string;
  lastModified: Date;
}

/** An in-memory S3 of one bucket; each object put is a minute newer than the one before. */
function fakeS3() {
  const objects = new Map<string, FakeObject>();
  let clock = Date.UTC(2026, 10, 25, 9, 0, 0);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      requests.push(`${req.method} ${key || url.search}`);
      const body = Buffer.concat(await Readable.from(req).toArray());
      if (bucket !== BUCKET) return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const contents = [...objects]
          .filter(([name]) => name.startsWith(prefix))
          .map(([name, o]) => `<Contents><Key>${name}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`);
        const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${BUCKET}</Name><Prefix>${prefix}</Prefix><KeyCount>${contents.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`;
        return void res.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml);
      }
      if (req.method === 'PUT') {
        clock += 60_000;
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream', lastModified: new Date(clock) });
        return void res.writeHead(200, { ETag: '"etag"' }).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      const object = objects.get(key);
      if (!object) {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        return void res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      }
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      const [start, end] = range ? [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)] : [0, object.body.length - 1];
      const headers = { 'Content-Type': object.contentType, 'Content-Length': end - start + 1, 'Last-Modified': object.lastModified.toUTCString() };
      res.writeHead(range ? 206 : 200, range ? { ...headers, 'Content-Range': `bytes ${start}-${end}/${object.body.length}` } : headers);
      res.end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
    })();
  });
  return { server, objects, requests };
}

describe('S3 storage (against a fake S3 server)', () => {
  let fake: ReturnType<typeof fakeS3>;
  let storage: Storage;

  beforeEach(async () => {
    fake = fakeS3();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    storage = createS3Storage({
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });
  });

  afterEach(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  behavesAsStorage({ storage: () => storage, thenLater: async () => undefined });

  it('keeps each Bullpen bucket under its own prefix of the S3 bucket', async () => {
    await storage.put('videos', 'demo/one.mp4', Buffer.from('first'), 'video/mp4');
    await storage.put('user-cvs', 'u1/cv.pdf', Buffer.from('cv'), 'application/pdf');
    expect([...fake.objects.keys()]).toEqual(['videos/demo/one.mp4', 'user-cvs/u1/cv.pdf']);
  });

  it('sends nothing to S3 for an oversized upload or an invalid key', async () => {
    const body = Readable.from(Array.from({ length: 10 }, () => Buffer.alloc(1024)));
    await expect(storage.put('videos', 'big.mp4', body, 'video/mp4', { maxBytes: 4096 })).rejects.toBeInstanceOf(StorageLimitError);
    await expect(storage.put('avatars', '../x', Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid storage key');
    expect(fake.requests).toEqual([]);
  });
});
