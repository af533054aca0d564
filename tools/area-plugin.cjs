// Publishes a remote's routes: reads the routes its team declares in `src/routes.json`, checks them
// against the contract's schema (shared/src/runtime/area.ts) and emits `area.json` beside the
// build's mf-manifest.json. The gateway derives the route table from what each remote publishes, so
// a new screen changes only its area's folder. A routes.json that does not fit the schema fails the build.
const fs = require('node:fs');
const path = require('node:path');
const tsx = require('tsx/cjs/api');

/** A TypeScript module: through tsx in plain Node, directly where TypeScript loads already (jest). */
function requireTs(file) {
  return process.env.JEST_WORKER_ID === undefined ? tsx.require(file, __filename) : require(file);
}

/** The contract's schema and version, loaded from their TypeScript source. */
function contract() {
  const area = requireTs('../shared/src/runtime/area.ts');
  const { CONTRACT_VERSION } = requireTs('../shared/src/runtime/contract.ts');
  return { ...area, CONTRACT_VERSION };
}

/**
 * The area.json of a build, or the problem with its routes.json.
 * @param {{ name: string, buildLabel: string, routesJson: string, extra?: object }} input
 */
function areaDocument({ name, buildLabel, routesJson, extra = {} }) {
  const { parseRoutesFile, areaSchema, CONTRACT_VERSION } = contract();
  const parsed = parseRoutesFile(routesJson);
  if (!parsed.ok) return parsed;
  // Fields other build steps publish (compatibility requirements…) go beside the routes.
  return { ok: true, value: areaSchema.parse({ ...extra, name, contractVersion: CONTRACT_VERSION, buildLabel, routes: parsed.value.routes }) };
}

class AreaPlugin {
  /**
   * @param {{ name: string, buildLabel: string, routesFile?: string, extra?: () => object }} options
   *   routesFile: relative to the build's context (default `src/routes.json`); extra: more top-level fields
   */
  constructor({ name, buildLabel, routesFile = 'src/routes.json', extra = () => ({}) }) {
    Object.assign(this, { name, buildLabel, routesFile, extra });
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    const file = path.resolve(compiler.context, this.routesFile);
    compiler.hooks.thisCompilation.tap('AreaPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'AreaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        let routesJson;
        try {
          routesJson = fs.readFileSync(file, 'utf8');
        } catch (error) {
          compilation.errors.push(new WebpackError(`The ${this.name} area's routes cannot be read: ${error.message}`));
          return;
        }
        const area = areaDocument({ name: this.name, buildLabel: this.buildLabel, routesJson, extra: this.extra() });
        if (!area.ok) {
          compilation.errors.push(new WebpackError(`${path.relative(compiler.context, file)} ${area.problem}`));
          return;
        }
        compilation.emitAsset('area.json', new sources.RawSource(`${JSON.stringify(area.value, null, 1)}\n`));
      });
    });
  }
}

module.exports = { AreaPlugin, areaDocument };
