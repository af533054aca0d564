// Cache policy of built files: content-hashed names never change, everything else is revalidated.

/** webpack's `[contenthash]` in a name: `main.3f2a9c1b.js`, `123.abcd1234.js`, `vendors-1a2b3c4d.css`. */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\./;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(fileName: string): string {
  return CONTENT_HASH.test(fileName) ? IMMUTABLE : REVALIDATE;
}
