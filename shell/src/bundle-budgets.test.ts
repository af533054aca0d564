// Bundle budgets, checked on the production build (sizes as sent with brotli, which every current
// browser accepts and the gateway serves precompressed): the first paint of /bullpen, and each remote's entry.
import path from 'node:path';
import { AREA_NAMES, EXPOSED_APP, firstPaintFiles, readBuilds, remoteEntryFiles, sizesOf } from '../../tools/bundle-budget';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tool is CommonJS
const { chakraEntries, EAGER_ENTRIES } = require('../../tools/design-system.cjs') as {
  chakraEntries: () => Record<string, string>;
  EAGER_ENTRIES: string[];
};

const KB = 1024;
const root = process.env.FRONTEND_DIR ? path.resolve(process.env.FRONTEND_DIR) : path.resolve(__dirname, '../..');
// The shell provides the whole design system; what the first paint fetches of it stays within this.
const FIRST_PAINT_BUDGET = 300 * KB;
const REMOTE_ENTRY_BUDGET = 50 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('bundle budgets', () => {
  it('/bullpen needs at most 300 KB of compressed JavaScript for its first paint', () => {
    const files = firstPaintFiles(root, 'community', './landing-screen');
    const size = sizesOf(files);
    console.log(`/bullpen first paint: ${size.files} files, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli`);
    expect(size.brotli).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
  });

  it.each(AREA_NAMES)('the %s remote entry (remoteEntry.js and its ./app) is at most 50 KB compressed', (area) => {
    const size = sizesOf(remoteEntryFiles(root, area));
    console.log(`${area} entry: ${size.files} files, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli`);
    expect(size.brotli).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET);
  });

  it.each(AREA_NAMES)('the %s remote splits its screens by route: each is a lazy chunk of its own', (area) => {
    const remote = readBuilds(root).areas[area];
    const screens = Object.entries(remote.graph.lazy).filter(([request]) => request.startsWith('./') && request !== EXPOSED_APP);
    expect(screens.length).toBeGreaterThan(0);
    const entry = new Set(remoteEntryFiles(root, area));
    for (const [, chunkIds] of screens) {
      const files = chunkIds.flatMap((id) => remote.graph.chunks[id]?.files ?? []).map((file) => path.join(remote.dir, file));
      expect(files.some((file) => !entry.has(file))).toBe(true);
    }
  });

  it('the shell provides every Chakra entry point, whatever the areas use, and /bullpen’s first paint loads none but the toaster’s', () => {
    const { shell, areas } = readBuilds(root);
    const entries = Object.keys(shell.graph.shared).filter((key) => key.startsWith('@chakra-ui/react/'));
    expect(entries.sort()).toEqual(Object.keys(chakraEntries()).sort());
    expect(entries).toEqual(expect.arrayContaining(['@chakra-ui/react/kbd', '@chakra-ui/react/rating-group', '@chakra-ui/react/breadcrumb']));
    for (const remote of Object.values(areas)) {
      const consumed = Object.values(remote.graph.chunks).flatMap((chunk) => chunk.consumes);
      for (const key of consumed.filter((k) => k.startsWith('@chakra-ui/react/'))) expect(entries).toContain(key);
    }
    const firstPaint = firstPaintFiles(root, 'community', './landing-screen');
    const filesOf = (key: string) => (shell.graph.shared[key] ?? []).flatMap((id) => shell.graph.chunks[id]?.files ?? []).map((file) => path.join(shell.dir, file));
    const ownFilesOf = (key: string) => filesOf(key).filter((file) => !filesOf('@chakra-ui/react').includes(file));
    // The first paint fetches the toaster's chunks (the shell draws it); no other component entry, and not
    // the progress store.
    for (const key of EAGER_ENTRIES) expect(filesOf(key).every((file) => firstPaint.has(file))).toBe(true);
    for (const key of ['@chakra-ui/react/dialog', '@chakra-ui/react/table', '@chakra-ui/react/field', '@chakra-ui/react/slider', '@bullpen/shared/progress']) {
      const own = ownFilesOf(key);
      expect({ key, own: own.length > 0 }).toEqual({ key, own: true });
      expect(own.filter((file) => firstPaint.has(file))).toEqual([]);
    }
  });

  it('the shell provides React, the router, Chakra and emotion, and every remote consumes them from the share scope', () => {
    // The shell provides each of these; a remote consumes it and never needs its own copy.
    const { shell, areas } = readBuilds(root);
    for (const key of ['react', 'react-dom', 'react-router', '@chakra-ui/react', '@emotion/react']) {
      expect(shell.graph.shared[key]).toBeDefined();
    }
    for (const remote of Object.values(areas)) {
      const consumed = new Set(Object.values(remote.graph.chunks).flatMap((chunk) => chunk.consumes));
      expect([...consumed]).toEqual(expect.arrayContaining(['react', '@chakra-ui/react', 'react-router']));
    }
  });
});
