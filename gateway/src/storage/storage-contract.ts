// What every shared storage driver must do, as jest cases a driver's suite runs against its own store:
// stored whole or not at all, listed newest first, keys checked, public buckets served under /files.
import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { errorHandler } from '../http/error-handler';
import { fileRoutes } from './file-routes';
import { StorageLimitError, type Storage } from './storage';

export interface StorageUnderTest {
  storage(): Storage;
  /** Runs between two puts so that the second is the newer (stores keep time coarsely). */
  thenLater(): Promise<void>;
}

export function behavesAsStorage(subject: StorageUnderTest): void {
  it('stores a buffer and a stream, opens, lists newest first and removes', async () => {
    const storage = subject.storage();
    await storage.put('videos', 'demo/one.mp4', Buffer.from('first'), 'video/mp4');
    await subject.thenLater();
    const second = await storage.put('videos', 'demo/two.webm', Readable.from([Buffer.from('sec'), Buffer.from('ond')]), 'video/webm');
    expect(second).toMatchObject({ bucket: 'videos', key: 'demo/two.webm', size: 6, contentType: 'video/webm' });
    expect((await storage.list('videos')).map((o) => o.key)).toEqual(['demo/two.webm', 'demo/one.mp4']);
    expect((await storage.latest('videos', 'demo/'))?.key).toBe('demo/two.webm');
    expect(await storage.latest('videos', 'other/')).toBeNull();
    expect(await storage.list('avatars')).toEqual([]);
    const opened = await storage.open('videos', 'demo/one.mp4');
    expect(opened?.object).toMatchObject({ contentType: 'video/mp4', size: 5 });
    expect(Buffer.concat(await opened!.body.toArray()).toString()).toBe('first');
    await storage.remove('videos', 'demo/one.mp4');
    expect(await storage.open('videos', 'demo/one.mp4')).toBeNull();
    expect(storage.url('videos', 'demo/two.webm')).toBe('/files/videos/demo/two.webm');
  });

  it('keeps binary bytes exactly and replaces an object put again under its key', async () => {
    const storage = subject.storage();
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage.put('user-cvs', 'u1/cv.pdf', Buffer.from('old'), 'application/pdf');
    await storage.put('user-cvs', 'u1/cv.pdf', bytes, 'application/octet-stream');
    const opened = await storage.open('user-cvs', 'u1/cv.pdf');
    expect(opened?.object).toMatchObject({ size: 256, contentType: 'application/octet-stream' });
    expect(Buffer.concat(await opened!.body.toArray()).equals(bytes)).toBe(true);
    expect(await storage.list('user-cvs')).toHaveLength(1);
  });

  it('states an object and opens a byte range of it', async () => {
    const storage = subject.storage();
    await storage.put('videos', 'demo.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(await storage.stat('videos', 'demo.mp4')).toMatchObject({ key: 'demo.mp4', size: 10, contentType: 'video/mp4' });
    expect(await storage.stat('videos', 'none.mp4')).toBeNull();
    const part = await storage.open('videos', 'demo.mp4', { start: 2, end: 5 });
    expect(part?.object.size).toBe(10);
    expect(Buffer.concat(await part!.body.toArray()).toString()).toBe('2345');
  });

  it('serves a byte range of a public file, so videos can seek', async () => {
    const storage = subject.storage();
    await storage.put('videos', 'demo.mp4', Buffer.from('0123456789'), 'video/mp4');
    const app = express().use(fileRoutes(storage)).use(errorHandler);
    const part = await request(app).get('/files/videos/demo.mp4').set('Range', 'bytes=4-').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': 'bytes 4-9/10', 'content-length': '6', 'accept-ranges': 'bytes' });
    expect(Buffer.from(part.body as Buffer).toString()).toBe('456789');
    const beyond = await request(app).get('/files/videos/demo.mp4').set('Range', 'bytes=20-30');
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */10');
  });

  it('stops a stream past maxBytes and stores nothing', async () => {
    const storage = subject.storage();
    const body = Readable.from(Array.from({ length: 10 }, () => Buffer.alloc(1024)));
    await expect(storage.put('videos', 'big.mp4', body, 'video/mp4', { maxBytes: 4096 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.open('videos', 'big.mp4')).toBeNull();
  });

  it('refuses keys that are not valid', async () => {
    const storage = subject.storage();
    await expect(storage.put('avatars', '../x', Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid storage key');
    await expect(storage.open('avatars', 'a//b')).rejects.toThrow('Invalid storage key');
  });

  it('serves public buckets under /files and never a CV', async () => {
    const storage = subject.storage();
    await storage.put('avatars', 'u1/face.png', Buffer.from('png bytes'), 'image/png');
    await storage.put('user-cvs', 'u1/cv.pdf', Buffer.from('private'), 'application/pdf');
    const app = express().use(fileRoutes(storage)).use(errorHandler);
    const avatar = await request(app).get('/files/avatars/u1/face.png').buffer(true);
    expect(avatar.status).toBe(200);
    expect(avatar.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': '9', 'x-content-type-options': 'nosniff' });
    expect(avatar.headers['cache-control']).toBe('public, max-age=3600');
    expect(Buffer.from(avatar.body as Buffer).toString()).toBe('png bytes');
    expect((await request(app).get('/files/user-cvs/u1/cv.pdf')).status).toBe(404);
    expect((await request(app).get('/files/avatars/u1/none.png')).status).toBe(404);
  });
}
