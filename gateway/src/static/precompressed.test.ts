// Precompressed builds: the browser gets the brotli or gzip copy it accepts, with the headers that say so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { acceptedEncodings, precompressed } from './precompressed';
import { IMMUTABLE, REVALIDATE } from './cache-control';

const SCRIPT = `console.log(${JSON.stringify('bullpen '.repeat(400))});`;
let dir: string;

function app() {
  const server = express();
  server.use(precompressed(dir));
  server.use(express.static(dir));
  return server;
}

/** Reads a response body as bytes, whatever its content type. */
const raw = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  for (const name of ['main.3f2a9c1b.js', 'mf-manifest.json']) {
    const body = name.endsWith('.json') ? JSON.stringify({ name: 'x'.repeat(3000) }) : SCRIPT;
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  }
  fs.writeFileSync(path.join(dir, 'plain.4d5e6f7a.js'), SCRIPT);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressed', () => {
  it('sends the brotli copy to a browser that accepts brotli, as JavaScript, cached for good', async () => {
    const res = await request(app())
      .get('/main.3f2a9c1b.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .buffer(true)
      .parse(raw);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    // supertest decodes the body as a browser would.
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await request(app()).get('/main.3f2a9c1b.js').set('Accept-Encoding', 'gzip').buffer(true).parse(raw);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const res = await request(app()).get('/main.3f2a9c1b.js').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.text).toBe(SCRIPT);
  });

  it('keeps the revalidation policy of unhashed files such as the manifest', async () => {
    const res = await request(app()).get('/mf-manifest.json').set('Accept-Encoding', 'br').buffer(true).parse(raw);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('falls through to the plain file when no compressed copy was built', async () => {
    const res = await request(app()).get('/plain.4d5e6f7a.js').set('Accept-Encoding', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('never serves a path outside its folder', async () => {
    const res = await request(app()).get('/..%2f..%2fetc%2fpasswd.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.status).toBe(404);
  });

  it('honours q=0 and the wildcard in Accept-Encoding', () => {
    expect(acceptedEncodings('br;q=0, gzip').map((e) => e.name)).toEqual(['gzip']);
    expect(acceptedEncodings('*').map((e) => e.name)).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip;q=0.5').map((e) => e.name)).toEqual(['gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
