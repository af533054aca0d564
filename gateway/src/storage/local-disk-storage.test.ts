// Files on local disk: stored whole or not at all, listed newest first, served with Range support,
// and never outside their bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { errorHandler } from '../http/error-handler';
import { fileRoutes } from './file-routes';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk-storage';
import { isValidKey, StorageLimitError } from './storage';

describe('local disk storage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  let logged: string[];

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-storage-'));
    logged = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    storage = createLocalDiskStorage(root, pino({ level: 'warn' }, destination));
  });

  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const files = () =>
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

  it('stores a buffer and a stream, opens, lists newest first and removes', async () => {
    await storage.put('videos', 'demo/one.mp4', Buffer.from('first'), 'video/mp4');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await storage.put('videos', 'demo/two.webm', Readable.from([Buffer.from('sec'), Buffer.from('ond')]), 'video/webm');
    expect(second).toMatchObject({ bucket: 'videos', key: 'demo/two.webm', size: 6, contentType: 'video/webm' });
    expect((await storage.list('videos')).map((o) => o.key)).toEqual(['demo/two.webm', 'demo/one.mp4']);
    expect((await storage.latest('videos', 'demo/'))?.key).toBe('demo/two.webm');
    expect(await storage.latest('videos', 'other/')).toBeNull();
    const opened = await storage.open('videos', 'demo/one.mp4');
    expect(opened?.object.contentType).toBe('video/mp4');
    expect(Buffer.concat(await opened!.body.toArray()).toString()).toBe('first');
    await storage.remove('videos', 'demo/one.mp4');
    expect(await storage.open('videos', 'demo/one.mp4')).toBeNull();
    expect(storage.url('videos', 'demo/two.webm')).toBe('/files/videos/demo/two.webm');
  });

  it('stops a stream past maxBytes and leaves nothing behind', async () => {
    const body = Readable.from(Array.from({ length: 10 }, () => Buffer.alloc(1024)));
    await expect(storage.put('videos', 'big.mp4', body, 'video/mp4', { maxBytes: 4096 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(files()).toEqual([]);
    expect(await storage.list('videos')).toEqual([]);
  });

  it('leaves nothing behind when the upload fails before its first byte', async () => {
    const body = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    // A busy disk: opening a file finishes only after everything queued behind it.
    const open = fs.open.bind(fs);
    jest.spyOn(fs, 'open').mockImplementation(((...args: Parameters<typeof fs.open>) => {
      setTimeout(() => open(...args), 30);
    }) as typeof fs.open);
    await expect(storage.put('videos', 'gone.mp4', body, 'video/mp4')).rejects.toThrow('client went away');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(files()).toEqual([]);
  });

  it('keeps the stored object as it was when writing its new metadata is cut off half way', async () => {
    await storage.put('videos', 'demo/clip.mp4', Buffer.from('first'), 'video/mp4');
    const writeFile = fs.promises.writeFile.bind(fs.promises);
    // The disk fills up half way through the metadata file.
    jest.spyOn(fs.promises, 'writeFile').mockImplementationOnce(async (file, data) => {
      await writeFile(file, String(data).slice(0, 10));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    await expect(storage.put('videos', 'demo/clip.mp4', Buffer.from('second!'), 'video/webm')).rejects.toThrow('ENOSPC');
    expect(await storage.stat('videos', 'demo/clip.mp4')).toMatchObject({ size: 5, contentType: 'video/mp4' });
    const opened = await storage.open('videos', 'demo/clip.mp4');
    expect(Buffer.concat(await opened!.body.toArray()).toString()).toBe('first');
    expect(files().filter((file) => file.startsWith('.tmp'))).toEqual([]);
  });

  it('reads an object whose metadata file is corrupt as missing, and reports it', async () => {
    await storage.put('videos', 'demo/old.mp4', Buffer.from('old'), 'video/mp4');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await storage.put('videos', 'demo/new.mp4', Buffer.from('new'), 'video/mp4');
    const [meta] = files().filter((file) => file.endsWith('new.mp4.json'));
    fs.writeFileSync(path.join(root, meta!), '{"contentType": "vid');
    expect(await storage.stat('videos', 'demo/new.mp4')).toBeNull();
    expect((await storage.latest('videos', 'demo/'))?.key).toBe('demo/old.mp4');
    expect(logged.join('')).toContain('corrupt metadata');
    expect(logged.join('')).toContain('demo/new.mp4');
  });

  it('refuses keys that could leave the bucket', async () => {
    for (const key of ['../escape', 'a/../../b', '/abs', '.hidden', 'a//b', 'a/b\\c', '']) {
      expect([key, isValidKey(key)]).toEqual([key, false]);
      await expect(storage.put('avatars', key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    }
    expect(files()).toEqual([]);
  });

  describe('GET /files', () => {
    const app = () => express().use(fileRoutes(storage)).use(errorHandler);

    it('serves a public object with its stored type, nosniff and an hour of caching, and honours Range', async () => {
      await storage.put('videos', 'clip.mp4', Buffer.from('0123456789'), 'video/mp4');
      const whole = await request(app()).get('/files/videos/clip.mp4');
      expect(whole.status).toBe(200);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=3600',
        'accept-ranges': 'bytes',
      });
      const part = await request(app()).get('/files/videos/clip.mp4').set('Range', 'bytes=2-5').buffer(true);
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 2-5/10');
      expect(Buffer.from(part.body as Buffer).toString()).toBe('2345');
    });

    it('never serves private buckets, missing objects or paths outside the bucket', async () => {
      await storage.put('user-cvs', 'u1/cv.pdf', Buffer.from('%PDF'), 'application/pdf');
      fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
      for (const url of [
        '/files/user-cvs/u1/cv.pdf',
        '/files/avatars/missing.png',
        '/files/avatars/..%2Fsecret.txt',
        '/files/avatars/%2E%2E/secret.txt',
        '/files/videos/..%2F..%2Fsecret.txt',
        '/files/.meta/videos/x.json',
      ]) {
        const response = await request(app()).get(url);
        expect([url, response.status]).toEqual([url, 404]);
        expect(response.text).not.toContain('secret');
      }
    });
  });
});
