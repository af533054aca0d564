// What a remote's mf-manifest.json tells its loaders: its entry script and the files of its `./app`.
// The gateway reads it for preload hints; the shell reads it to register the remote by its entry.

/** The files of a manifest, as paths relative to the manifest. */
export interface ManifestFiles {
  remoteEntry: string;
  app: string[];
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

const SAFE_FILE = /^[\w.-]+(\/[\w.-]+)*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the files out of a parsed manifest. Anything unexpected gives null, and so does a file name
 * that leaves the manifest's folder or is not a plain path.
 */
export function readManifest(parsed: unknown): ManifestFiles | null {
  if (!isObject(parsed)) return null;
  const manifest = parsed as FederationManifest;
  const entry = isObject(manifest.metaData) && isObject(manifest.metaData.remoteEntry) ? manifest.metaData.remoteEntry : undefined;
  if (typeof entry?.name !== 'string') return null;
  const folder = typeof entry.path === 'string' ? entry.path.replace(/^\.?\/+|\/+$/g, '') : '';
  const remoteEntry = folder ? `${folder}/${entry.name}` : entry.name;
  const appExpose = Array.isArray(manifest.exposes) ? manifest.exposes.find((expose) => isObject(expose) && expose.path === './app') : undefined;
  const sync = isObject(appExpose?.assets) && isObject(appExpose.assets.js) ? appExpose.assets.js.sync : undefined;
  const app = Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
  const files = [remoteEntry, ...app];
  return files.every((file) => SAFE_FILE.test(file) && !file.split('/').includes('..')) ? { remoteEntry, app } : null;
}
