// Libraries too large to share whole (Chakra alone is 1.2 MB): a shared module cannot be tree-shaken,
// because webpack cannot know what another build will ask of it. So each of these is shared as a
// module that re-exports only the names the workspace's browser code imports; every build writes the
// same module from the same scan, so the shell's copy serves every remote.
//
// Chakra's components that run a state machine (slider, tabs, dialog, toast…: an @zag-js package behind
// their @ark-ui/react part) are heavy and few screens need them, so they are not in that subset: they are
// imported from their own entry point (`@chakra-ui/react/slider`) and each is a shared module of its own,
// fetched only by the pages that render it. The scan refuses a root import of one of them.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { CachedInputFileSystem, ResolverFactory } = require('enhanced-resolve');

const root = path.resolve(__dirname, '..');
const SUBSET_DIR = path.join(root, 'node_modules/.cache/bullpen/shared-subsets');
/** Packages shared as subsets of themselves. */
const SUBSET_PACKAGES = ['@chakra-ui/react', 'react-router'];
/** Folders whose sources end up in the browser. */
const BROWSER_SOURCES = ['shared/src', 'shell/src', ...['community', 'practice', 'prep', 'company', 'admin'].map((a) => `mfe-${a}/src`)];
const SOURCE_FILE = /\.(tsx?|jsx?|mjs)$/;
const CHAKRA = '@chakra-ui/react';
const CHAKRA_SUBPATH = /^@chakra-ui\/react\/([a-z-]+)$/;
const TEST_FILE = /\.(test|spec)\.[tj]sx?$/;

const resolver = ResolverFactory.createResolver({
  fileSystem: new CachedInputFileSystem(fs, 4000),
  useSyncFileSystemCalls: true,
  // As webpack resolves for a production web build.
  conditionNames: ['webpack', 'production', 'browser', 'module', 'import'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.mjs', '.js'],
});

function sourceFiles(dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path.join(root, rel)] : [];
  });
}

let chakraIndex;
/**
 * Chakra's root entry read once: each exported name → the component folder it comes from (`Slider` →
 * `slider`), for the names that come from a component; and the folders that run a state machine.
 */
function chakraComponents() {
  if (chakraIndex) return chakraIndex;
  const esm = path.dirname(resolver.resolveSync({}, root, CHAKRA));
  const folderOf = new Map();
  const namespaces = new Map();
  const names = (list) => list.split(',').map((part) => part.trim().split(/\s+as\s+/)).map(([local, exported]) => [local, exported ?? local]);
  for (const line of fs.readFileSync(path.join(esm, 'index.js'), 'utf8').split('\n')) {
    let match;
    if ((match = /^import \* as (\S+) from '\.\/components\/([a-z-]+)\//.exec(line))) namespaces.set(match[1], match[2]);
    else if ((match = /^export \{ (.+) \} from '\.\/components\/([a-z-]+)\//.exec(line))) {
      for (const [, exported] of names(match[1])) folderOf.set(exported, match[2]);
    } else if ((match = /^export \{ (.+) \} from '@ark-ui\/react\/([a-z-]+)'/.exec(line))) {
      // Re-exported straight from Ark (createToaster): it belongs to Chakra's folder of the same name.
      if (fs.existsSync(path.join(esm, 'components', match[2]))) for (const [, exported] of names(match[1])) folderOf.set(exported, match[2]);
    } else if ((match = /^export \{ (.+) \};$/.exec(line))) {
      for (const [local, exported] of names(match[1])) if (namespaces.has(local)) folderOf.set(exported, namespaces.get(local));
    }
  }
  // An Ark part runs a state machine when its hooks call @zag-js/react's useMachine.
  const arkComponents = path.join(path.dirname(resolver.resolveSync({}, root, '@ark-ui/react')), 'components');
  const jsFiles = (dir) => (fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f)) : []);
  const machineParts = new Map();
  const runsMachine = (part) => {
    if (!machineParts.has(part)) {
      machineParts.set(part, jsFiles(path.join(arkComponents, part)).some((file) => fs.readFileSync(file, 'utf8').includes('useMachine(')));
    }
    return machineParts.get(part);
  };
  const stateful = new Set();
  for (const folder of fs.readdirSync(path.join(esm, 'components'))) {
    for (const file of jsFiles(path.join(esm, 'components', folder))) {
      for (const [, part] of fs.readFileSync(file, 'utf8').matchAll(/from '@ark-ui\/react\/([a-z-]+)'/g)) {
        if (runsMachine(part)) stateful.add(folder);
      }
    }
  }
  chakraIndex = { folderOf, stateful };
  return chakraIndex;
}

/** The Chakra component folder a name of the root entry comes from, when that component runs a state machine. */
function statefulFolderOf(name) {
  const { folderOf, stateful } = chakraComponents();
  const folder = folderOf.get(name);
  return folder && stateful.has(folder) ? folder : undefined;
}

/**
 * What the browser code imports: value names imported or re-exported from each subset package
 * (type-only imports left out), and the Chakra component entry points (`@chakra-ui/react/slider`).
 */
let browserScan;
function scanImports(files) {
  // The whole browser code is scanned once per process: the subset modules, the shared configuration
  // and the entry list all ask for it.
  if (!files) return (browserScan ??= scanImports(BROWSER_SOURCES.flatMap(sourceFiles)));
  const used = new Map(SUBSET_PACKAGES.map((pkg) => [pkg, new Set()]));
  const chakraEntries = new Set();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (!SUBSET_PACKAGES.some((pkg) => text.includes(pkg))) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const entry = CHAKRA_SUBPATH.exec(specifier.text);
      if (entry && entry[1] !== 'theme') {
        if (!chakraComponents().stateful.has(entry[1])) {
          throw new Error(`${path.relative(root, file)}: import from '${CHAKRA}', not '${specifier.text}' (it runs no state machine, so it is in the shared subset)`);
        }
        chakraEntries.add(entry[1]);
        continue;
      }
      if (!used.has(specifier.text)) continue;
      const names = used.get(specifier.text);
      const where = `${path.relative(root, file)}: ${specifier.text}`;
      if (isImport) {
        const clause = statement.importClause;
        if (!clause || clause.isTypeOnly) continue;
        if (clause.name) throw new Error(`${where} has no default export to import`);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) throw new Error(`${where}: import names, not a namespace`);
        for (const element of bindings ? bindings.elements : []) {
          if (element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          const folder = specifier.text === CHAKRA && statefulFolderOf(name);
          if (folder) {
            throw new Error(
              `${where} imports ${name}: import it from '${CHAKRA}/${folder}' ` +
                '(a component with a state machine is shared on its own, so pages that do not show it do not load it)',
            );
          }
          names.add(name);
        }
      } else {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!clause || !ts.isNamedExports(clause)) throw new Error(`${where}: re-export names, not a namespace`);
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return {
    names: new Map([...used].map(([pkg, names]) => [pkg, [...names].sort()])),
    chakraEntries: [...chakraEntries].sort(),
  };
}

/** Value names imported or re-exported from each subset package (type-only imports left out). */
function scanUsedNames(files) {
  return scanImports(files).names;
}

/**
 * The Chakra component entry points the browser code imports, each shared on its own: entry point →
 * its file. Every build shares the same list with these files as the shared module's `import`, so the
 * shell provides each of them even when none of its own screens uses it.
 */
function chakraComponentEntries() {
  return Object.fromEntries(
    scanImports().chakraEntries.map((folder) => [`${CHAKRA}/${folder}`, resolver.resolveSync({}, root, `${CHAKRA}/${folder}`)]),
  );
}

/** The Chakra component entry points `@bullpen/shared` itself imports (the toaster's). */
function chakraEntriesOfShared() {
  return scanImports(sourceFiles('shared/src')).chakraEntries.map((folder) => `${CHAKRA}/${folder}`);
}

const moduleFileOf = (pkg) => path.join(SUBSET_DIR, `${pkg.replace(/[@/]/g, (c) => (c === '@' ? '' : '__'))}.mjs`);

/**
 * Writes one re-exporting module per subset package (left untouched when its content is the same, so
 * its mtime tells when the set of names changed) and returns package → module path.
 */
function writeSubsetModules() {
  fs.mkdirSync(SUBSET_DIR, { recursive: true });
  const modules = {};
  for (const [pkg, names] of scanUsedNames()) {
    const target = resolver.resolveSync({}, root, pkg);
    const body =
      `// Generated by tools/shared-subsets.cjs: the names of ${pkg} that the browser code imports.\n` +
      (names.length ? `export { ${names.join(', ')} } from ${JSON.stringify(target)};\n` : 'export {};\n');
    const file = moduleFileOf(pkg);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
    modules[pkg] = file;
  }
  // The list of Chakra component entry points is part of every build's shared configuration: written
  // here too, so that a change to it makes every front end stale (tools/ensure-built.mjs).
  const entries = path.join(SUBSET_DIR, 'chakra-component-entries.json');
  const list = `${JSON.stringify(Object.keys(chakraComponentEntries()), null, 1)}\n`;
  if (!fs.existsSync(entries) || fs.readFileSync(entries, 'utf8') !== list) fs.writeFileSync(entries, list);
  return modules;
}

module.exports = { SUBSET_PACKAGES, SUBSET_DIR, scanUsedNames, scanImports, statefulFolderOf, chakraComponentEntries, chakraEntriesOfShared, writeSubsetModules };
