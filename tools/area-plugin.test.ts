// What a remote's build publishes as area.json: its routes.json checked against the contract's schema,
// with the build's name, contract version and label; a routes.json that does not fit fails the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CONTRACT_VERSION } from '../shared/src/runtime/contract';

/** The build tool's surface (a CommonJS module without types). */
interface AreaPluginModule {
  AreaPlugin: new (options: { name: string; buildLabel: string }) => webpack.WebpackPluginInstance;
  areaDocument(input: { name: string; buildLabel: string; routesJson: string; extra?: object }): { ok: true; value: unknown } | { ok: false; problem: string };
}

// Loaded as webpack loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AreaPlugin, areaDocument } = require('./area-plugin.cjs') as AreaPluginModule;

const routes = [{ path: '/aihub', guard: 'public', menuEntries: [{ menus: ['navbar-main'], label: 'AI Hub', order: 10 }] }];

describe('areaDocument', () => {
  it('publishes the routes with the build’s name, contract version and label, beside fields other steps add', () => {
    expect(areaDocument({ name: 'practice', buildLabel: 'practice 0.1.0', routesJson: JSON.stringify({ routes }), extra: { shared: [] } })).toEqual({
      ok: true,
      value: { shared: [], name: 'practice', contractVersion: CONTRACT_VERSION, buildLabel: 'practice 0.1.0', routes },
    });
  });

  it('says what is wrong with a routes.json, and where', () => {
    const result = areaDocument({ name: 'practice', buildLabel: 'x', routesJson: JSON.stringify({ routes: [{ path: '/aihub', guard: 'vip' }] }) });
    expect(result).toEqual({ ok: false, problem: expect.stringContaining('routes.0.guard') });
  });
});

describe('AreaPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'area-plugin-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src/index.js'), 'export const x = 1;\n');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Builds a one-file bundle with the plugin; its errors, and the area.json it wrote. */
  function build(routesJson: string): Promise<{ errors: string[]; area: unknown }> {
    fs.writeFileSync(path.join(dir, 'src/routes.json'), routesJson);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new AreaPlugin({ name: 'practice', buildLabel: 'practice test' })],
    });
    return new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || !stats) return reject(error ?? new Error('no stats'));
        const file = path.join(dir, 'dist', 'area.json');
        const errors = stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [];
        resolve({ errors, area: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined });
      });
    });
  }

  it('writes area.json beside the build', async () => {
    const { errors, area } = await build(JSON.stringify({ routes }));
    expect(errors).toEqual([]);
    expect(area).toEqual({ name: 'practice', contractVersion: CONTRACT_VERSION, buildLabel: 'practice test', routes });
  });

  it('fails the build on a routes.json that does not fit the schema', async () => {
    const { errors, area } = await build(JSON.stringify({ routes: [{ path: 'aihub', guard: 'public' }] }));
    expect(errors).toEqual([expect.stringContaining('src/routes.json is not valid: routes.0.path: must be a path pattern starting with /')]);
    expect(area).toBeUndefined();
  });
});
