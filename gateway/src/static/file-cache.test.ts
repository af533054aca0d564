// cachedFile: read and parsed once per version of the file, null for what is missing or does not parse.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedFile } from './file-cache';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-cache-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('parses a file once, again when its mtime moves, and gives null when it is gone or does not parse', () => {
  const file = path.join(dir, 'a.json');
  fs.writeFileSync(file, '{"n":1}');
  let parses = 0;
  const read = cachedFile((content) => {
    parses += 1;
    return JSON.parse(content.toString('utf8')) as { n: number };
  });
  expect(read(file)).toEqual({ n: 1 });
  expect(read(file)).toEqual({ n: 1 });
  expect(parses).toBe(1);
  fs.writeFileSync(file, '{"n":2}');
  fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
  expect(read(file)).toEqual({ n: 2 });
  expect(parses).toBe(2);
  fs.writeFileSync(file, 'not json');
  fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
  expect(read(file)).toBeNull();
  expect(read(path.join(dir, 'missing.json'))).toBeNull();
});
