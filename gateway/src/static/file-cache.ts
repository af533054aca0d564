// Files the gateway reads to answer a page (index.html, prerendered pages, local remote manifests): read
// and parsed again only when their mtime changes, so a page costs one `stat` per file and a new build
// shows without a restart.
import fs from 'node:fs';

/** A reader of files through `parse`; null for a file that is missing, unreadable or does not parse. */
export function cachedFile<T>(parse: (content: Buffer) => T): (file: string) => T | null {
  const cache = new Map<string, { mtimeMs: number; value: T | null }>();
  return (file) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    let value: T | null;
    try {
      value = parse(fs.readFileSync(file));
    } catch {
      value = null;
    }
    cache.set(file, { mtimeMs, value });
    return value;
  };
}
