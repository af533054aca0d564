// Reads what a remote's build publishes about itself (area.json, beside its mf-manifest.json): from disk
// for the builds the gateway serves, over HTTP for a remote on another origin or behind the gateway's proxy
// (read from its upstream). Local files are read again
// only when their mtime changes; remote ones are revalidated with their ETag (or Last-Modified), at most
// every few seconds, and a request that takes too long counts as a failure.
import { AREA_FILE, parseArea, type AreaParseResult, type PublishedArea } from '@bullpen/shared/runtime/area';
import { cachedFile } from '../static/file-cache';
import type { LocalFileOf } from '../static/local-files';

export type AreaReadResult = { ok: true; area: PublishedArea } | { ok: false; problem: string };

/** The area a remote publishes, given its manifest's URL (as the registry names it). */
export type AreaSource = (manifestUrl: string) => Promise<AreaReadResult>;

export interface AreaSourceOptions {
  /** The local file behind a URL the gateway serves itself. */
  localFile: LocalFileOf;
  /** Where a URL the registry names is read from (a proxied remote's on its upstream); default: itself. */
  resolve?: (url: string) => string;
  /** Time budget of one HTTP read. */
  timeoutMs: number;
  /** How long an HTTP read is trusted before it is revalidated. */
  revalidateMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The URL of the area.json beside a manifest. */
export function areaUrlOf(manifestUrl: string): string {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${AREA_FILE}`;
}

const fromParsed = (url: string, parsed: AreaParseResult<PublishedArea>): AreaReadResult =>
  parsed.ok ? { ok: true, area: parsed.value } : { ok: false, problem: `${url} ${parsed.problem}` };

interface HttpEntry {
  result: AreaReadResult;
  checkedAt: number;
  etag?: string;
  lastModified?: string;
  pending?: Promise<AreaReadResult>;
}

export function createAreaSource({ localFile, resolve = (url) => url, timeoutMs, revalidateMs, fetch: fetchFn = fetch, now = Date.now }: AreaSourceOptions): AreaSource {
  const readLocal = cachedFile((content) => parseArea(content.toString('utf8')));
  const http = new Map<string, HttpEntry>();

  async function fetchArea(url: string, entry: HttpEntry | undefined): Promise<AreaReadResult> {
    const headers: Record<string, string> = {};
    // Revalidate only a good copy: a 304 must not keep a failure.
    if (entry?.result.ok && entry.etag) headers['If-None-Match'] = entry.etag;
    if (entry?.result.ok && entry.lastModified) headers['If-Modified-Since'] = entry.lastModified;
    let result: AreaReadResult;
    const next: HttpEntry = { result: { ok: false, problem: '' }, checkedAt: now() };
    try {
      const response = await fetchFn(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304 && entry?.result.ok) {
        result = entry.result;
        next.etag = entry.etag;
        next.lastModified = entry.lastModified;
      } else if (!response.ok) {
        result = { ok: false, problem: `${url} answered ${response.status}` };
      } else {
        result = fromParsed(url, parseArea(await response.text()));
        next.etag = response.headers.get('etag') ?? undefined;
        next.lastModified = response.headers.get('last-modified') ?? undefined;
      }
    } catch (error) {
      // A DOMException, which is not always an instance of this realm's Error.
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      result = { ok: false, problem: timedOut ? `${url} did not answer within ${timeoutMs} ms` : `${url} could not be fetched (${String(error)})` };
    }
    next.result = result;
    http.set(url, next);
    return result;
  }

  return async (manifestUrl) => {
    const url = areaUrlOf(resolve(manifestUrl));
    if (/^https?:\/\//.test(url)) {
      const entry = http.get(url);
      if (entry?.pending) return entry.pending;
      if (entry && now() - entry.checkedAt < revalidateMs) return entry.result;
      // Concurrent requests share one read.
      const pending = fetchArea(url, entry);
      http.set(url, { ...(entry ?? { result: { ok: false, problem: '' }, checkedAt: 0 }), pending });
      return pending;
    }
    const file = localFile(url);
    if (file === undefined) return { ok: false, problem: `${url} is not a file this gateway serves` };
    const parsed = readLocal(file);
    return parsed === null ? { ok: false, problem: `${url} is missing (${file})` } : fromParsed(url, parsed);
  };
}
