// GET and POST /api/demo-video, against every available database driver: only an admin uploads,
// only a video within the limit is stored, and a refused upload leaves no file behind.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { DEMO_VIDEO_MESSAGES } from '@bullpen/shared/domain';
import { createAccount, createTestGateway, SETUP_TIMEOUT_MS, type TestAccount, type TestGateway } from '../auth/test-accounts';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';

const LIMIT = 1024;
const ADMIN = 'admin@bullpen.test';

/** A few bytes with an MP4 `ftyp` box: enough for the signature check. */
function mp4(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x2e);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]).copy(bytes);
  return bytes;
}

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);

/** Every file under `dir` (temporary ones included), as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

for (const driver of testDrivers) {
  describeDriver(driver)(`demo video (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let admin: TestAccount;
    let student: TestAccount;
    let uploads: string;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection, { ADMIN_EMAILS: ADMIN }, { demoVideoMaxBytes: LIMIT });
      admin = await createAccount(gateway, ADMIN);
      student = await createAccount(gateway, 'student@bullpen.test');
      uploads = path.join(gateway.dataDir, 'uploads');
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    const upload = (body: Buffer, contentType = 'video/mp4', bearer = admin.bearer) =>
      request(gateway.app).post('/api/demo-video').set('Authorization', bearer).set('Content-Type', contentType).send(body);

    /** Sends `chunks` with chunked transfer encoding (no Content-Length), so only the stream tells the size. */
    async function uploadChunked(chunks: Buffer[]): Promise<{ status: number; body: { error?: { message: string } } }> {
      const server = http.createServer(gateway.app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        return await new Promise((resolve, reject) => {
          const req = http.request(
            {
              port: (server.address() as AddressInfo).port,
              host: '127.0.0.1',
              method: 'POST',
              path: '/api/demo-video',
              headers: { Authorization: admin.bearer, 'Content-Type': 'video/mp4', 'Transfer-Encoding': 'chunked' },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
            },
          );
          // The server may answer and close before every chunk is written.
          req.on('error', reject);
          for (const chunk of chunks) req.write(chunk);
          req.end();
        });
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }

    it('answers 404 before any demo video is uploaded', async () => {
      const response = await request(gateway.app).get('/api/demo-video');
      expect([response.status, response.body.error.code]).toEqual([404, 'not_found']);
    });

    it('refuses a visitor with 401 and a student with 403, storing nothing', async () => {
      const visitor = await request(gateway.app).post('/api/demo-video').set('Content-Type', 'video/mp4').send(mp4(64));
      const refused = await upload(mp4(64), 'video/mp4', student.bearer);
      expect([visitor.status, refused.status]).toEqual([401, 403]);
      expect(refused.body.error.message).toBe('Only admins can do this.');
      expect(filesUnder(uploads)).toEqual([]);
    });

    it('refuses a file that is not a video, by its bytes or by its type, storing nothing', async () => {
      const disguised = await upload(pdf(200));
      const declared = await upload(mp4(200), 'application/pdf');
      for (const response of [disguised, declared]) {
        expect(response.status).toBe(415);
        expect(response.body.error).toEqual({ code: 'invalid_file_type', message: DEMO_VIDEO_MESSAGES.invalidType });
      }
      const streamed = await uploadChunked([Buffer.from('GIF8'), Buffer.from('9a and then some bytes')]);
      expect([streamed.status, streamed.body.error?.message]).toEqual([415, DEMO_VIDEO_MESSAGES.invalidType]);
      expect(filesUnder(uploads)).toEqual([]);
    });

    it('refuses a video over the limit, whether its size is declared or only streamed, storing nothing', async () => {
      const declared = await upload(mp4(LIMIT + 1));
      expect([declared.status, declared.body.error.message]).toEqual([413, DEMO_VIDEO_MESSAGES.tooLarge]);
      const streamed = await uploadChunked([mp4(600), Buffer.alloc(600, 1), Buffer.alloc(600, 2)]);
      expect([streamed.status, streamed.body.error?.message]).toEqual([413, DEMO_VIDEO_MESSAGES.tooLarge]);
      expect(filesUnder(uploads)).toEqual([]);
    });

    it("stores an admin's video and serves the newest one to everyone", async () => {
      const first = await upload(mp4(LIMIT));
      expect(first.status).toBe(201);
      const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 7)]);
      const second = await upload(webm, 'video/webm');
      expect(second.status).toBe(201);
      expect(second.body.url).toMatch(/^\/files\/videos\/demo-.+\.webm$/);

      const latest = await request(gateway.app).get('/api/demo-video');
      expect(latest.status).toBe(200);
      expect(latest.body).toEqual({ url: second.body.url, uploadedAt: expect.any(String) });
      const file = await request(gateway.app).get(latest.body.url).buffer(true);
      expect([file.status, file.headers['content-type']]).toEqual([200, 'video/webm']);
      expect(Buffer.from(file.body as Buffer).equals(webm)).toBe(true);
      expect(filesUnder(path.join(uploads, 'videos'))).toHaveLength(2);
      expect(filesUnder(path.join(uploads, '.tmp'))).toEqual([]);
    });

    it('serves the previous video when the newest one has a corrupt metadata file', async () => {
      const older = await upload(mp4(100));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const newer = await upload(mp4(200));
      const meta = filesUnder(path.join(uploads, '.meta')).find((file) => file.endsWith(`${path.basename(newer.body.url as string)}.json`));
      fs.writeFileSync(path.join(uploads, '.meta', meta!), '\u0000\u0000');
      const latest = await request(gateway.app).get('/api/demo-video');
      expect([latest.status, latest.body.url]).toEqual([200, older.body.url]);
    });
  });
}
