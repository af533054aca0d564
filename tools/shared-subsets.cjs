// Libraries too large to share whole (Chakra alone is 1.2 MB): a shared module cannot be tree-shaken,
// because webpack cannot know what another build will ask of it. So each of these is shared as a
// module that re-exports only the names the workspace's browser code imports; every build writes the
// same module from the same scan, so the shell's copy serves every remote.
//
// Chakra's components that run a state machine (slider, tabs, dialog, toast…: an @zag-js package behind
// their @ark-ui/react part) are heavy and few screens need them, so they are not in that subset: they are
// imported from their own entry point (`@chakra-ui/react/slider`) and each is a shared module of its own,
// fetched only by the pages that render it. The scan refuses a root import of one of them.
//
// The root subset itself holds only what the shell's first chunk needs (the files its entry and
// @bullpen/shared's core import statically) and the names that belong to no component folder. Every
// other component the code imports from the root is shared from its folder's entry point too, like the
// stateful ones: tools/chakra-imports-loader.cjs rewrites those imports while building, so pages that
// show no form or table do not load Chakra's fields or tables with the shell.
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
  const folderSize = (folder) => jsFiles(path.join(esm, 'components', folder)).reduce((sum, file) => sum + fs.statSync(file).size, 0);
  chakraIndex = { folderOf, stateful, folderSize };
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
  /** file → the names it imports from Chakra's root entry, and the component entry points it imports */
  const chakraNamesByFile = new Map();
  const chakraEntriesByFile = new Map();
  const addTo = (map, file, value) => map.set(file, (map.get(file) ?? new Set()).add(value));
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
        addTo(chakraEntriesByFile, file, specifier.text);
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
          if (specifier.text === CHAKRA) addTo(chakraNamesByFile, file, name);
        }
      } else {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!clause || !ts.isNamedExports(clause)) throw new Error(`${where}: re-export names, not a namespace`);
        if (specifier.text === CHAKRA) throw new Error(`${where}: import Chakra's names where they are used, rather than re-export them`);
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return {
    names: new Map([...used].map(([pkg, names]) => [pkg, [...names].sort()])),
    chakraEntries: [...chakraEntries].sort(),
    chakraNamesByFile,
    chakraEntriesByFile,
  };
}

/** Value names imported or re-exported from each subset package (type-only imports left out). */
function scanUsedNames(files) {
  return scanImports(files).names;
}

/**
 * Components that pages use together, shared as one module of these names (their Ark parts once)
 * rather than a file each: the module is written beside the subsets and aliased to this name.
 */
const CHAKRA_GROUPS = { '@bullpen/chakra-forms': ['field', 'input', 'textarea', 'native-select'] };
/** Source bytes (unminified) below which a component is left in the subset rather than given an entry. */
const MIN_ENTRY_SOURCE = 1000;
const SHARED_CORE = path.join(root, 'shared/src/core.ts');
const SHARED_INDEX = path.join(root, 'shared/src/index.ts');
const LOCAL_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const parse = (file) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
const isTypeOnly = (statement) => (ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly);

/** The workspace source file a relative specifier names. */
function resolveLocal(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return LOCAL_EXTENSIONS.map((ext) => base + ext).find((file) => SOURCE_FILE.test(file) && fs.existsSync(file) && fs.statSync(file).isFile());
}

const exportsCache = new Map();
/** The value names a module exports, its own and those of its star re-exports. */
function exportedNames(file) {
  if (exportsCache.has(file)) return exportsCache.get(file);
  const names = new Set();
  exportsCache.set(file, names);
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) for (const element of clause.elements) names.add(element.name.text);
      else if (!clause && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const target = resolveLocal(file, statement.moduleSpecifier.text);
        if (target) for (const name of exportedNames(target)) names.add(name);
      }
    } else if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
        names.add(statement.name.text);
      }
    }
  }
  return names;
}

let plainModules;
/** The plain modules @bullpen/shared's index re-exports whole (`export * from './ui/fields'`). */
function sharedPlainModules() {
  return (plainModules ??= parse(SHARED_INDEX)
    .statements.filter((s) => ts.isExportDeclaration(s) && !s.isTypeOnly && !s.exportClause && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier))
    .map((s) => resolveLocal(SHARED_INDEX, s.moduleSpecifier.text))
    .filter(Boolean));
}

/** The workspace files a static import or re-export brings into the chunk of the file that has it. */
function staticTargets(file, statement) {
  const specifier = statement.moduleSpecifier.text;
  if (specifier.startsWith('.')) return [resolveLocal(file, specifier)].filter(Boolean);
  if (specifier === '@bullpen/shared/core') return [SHARED_CORE];
  if (specifier === '@bullpen/shared') {
    // Its stateful half is shared whole, eager in the shell; its plain modules are tree-shaken (the
    // package has no side effects): only those that export a name imported here come along.
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    const imported =
      bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
        ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text)
        : undefined;
    const plain = sharedPlainModules().filter((module) => !imported || imported.some((name) => exportedNames(module).has(name)));
    return [SHARED_CORE, ...plain];
  }
  if (specifier.startsWith('@bullpen/shared/')) {
    const exported = require(path.join(root, 'shared/package.json')).exports[`.${specifier.slice('@bullpen/shared'.length)}`];
    return typeof exported === 'string' && SOURCE_FILE.test(exported) ? [path.join(root, 'shared', exported)] : [];
  }
  return [];
}

let eagerFileSet;
/**
 * The files in the shell's first chunk: those its entry and @bullpen/shared's core reach by static
 * imports (a dynamic `import()` starts a chunk of its own and is not followed). A superset is safe;
 * missing one would leave that file importing a component the first chunk cannot have yet.
 */
function eagerFiles() {
  if (eagerFileSet) return eagerFileSet;
  const seen = new Set();
  const pending = [path.join(root, 'shell/src/index.ts'), SHARED_CORE];
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier) || isTypeOnly(statement)) continue;
      pending.push(...staticTargets(file, statement));
    }
  }
  eagerFileSet = seen;
  return seen;
}

let chakraSplitResult;
/**
 * How Chakra's root names are shared: `rootNames`, the subset module (what the shell's first chunk
 * imports, and names of no component folder), and `moved`, name → the component entry point every other
 * root import of it is rewritten to.
 */
function chakraSplit() {
  if (chakraSplitResult) return chakraSplitResult;
  const { chakraNamesByFile } = scanImports();
  const { folderOf, folderSize } = chakraComponents();
  const eager = eagerFiles();
  const core = new Set();
  const all = new Set();
  for (const [file, names] of chakraNamesByFile) {
    for (const name of names) {
      all.add(name);
      if (eager.has(file)) core.add(name);
    }
  }
  // A component stays in the subset when the first chunk has its folder anyway (CloseButton beside
  // Button), when it is too small to be worth a file of its own, or when it belongs to no folder.
  const unitOf = (name) => {
    const folder = folderOf.get(name);
    const group = Object.entries(CHAKRA_GROUPS).find(([, folders]) => folders.includes(folder));
    return group ? { entry: group[0], folders: group[1] } : folder && { entry: `${CHAKRA}/${folder}`, folders: [folder] };
  };
  const coreFolders = new Set([...core].map((name) => folderOf.get(name)));
  const ownEntry = (unit) =>
    unit &&
    !unit.folders.some((folder) => coreFolders.has(folder)) &&
    unit.folders.reduce((sum, folder) => sum + folderSize(folder), 0) >= MIN_ENTRY_SOURCE;
  const moved = new Map();
  for (const name of all) {
    if (core.has(name)) continue;
    const unit = unitOf(name);
    if (ownEntry(unit)) moved.set(name, unit.entry);
    else core.add(name);
  }
  chakraSplitResult = { rootNames: [...core].sort(), moved };
  return chakraSplitResult;
}

/** The entry point a value name imported from Chakra's root entry is taken from in the build. */
function chakraImportTarget(name) {
  return chakraSplit().moved.get(name) ?? CHAKRA;
}

/**
 * The Chakra component entry points the browser code imports, each shared on its own: entry point →
 * its file. Every build shares the same list with these files as the shared module's `import`, so the
 * shell provides each of them even when none of its own screens uses it.
 */
function chakraComponentEntries() {
  const entries = new Set([...scanImports().chakraEntries.map((folder) => `${CHAKRA}/${folder}`), ...chakraSplit().moved.values()]);
  return Object.fromEntries(
    [...entries].sort().map((entry) => [entry, entry in CHAKRA_GROUPS ? moduleFileOf(entry) : resolver.resolveSync({}, root, entry)]),
  );
}

/** The Chakra component entry points the shell's first chunk imports (the toaster's): eager in the shell. */
function eagerChakraEntries() {
  const { chakraEntriesByFile } = scanImports();
  return [...eagerFiles()].flatMap((file) => [...(chakraEntriesByFile.get(file) ?? [])]);
}

const moduleFileOf = (pkg) => path.join(SUBSET_DIR, `${pkg.replace(/[@/]/g, (c) => (c === '@' ? '' : '__'))}.mjs`);

/**
 * Writes one re-exporting module per subset package (left untouched when its content is the same, so
 * its mtime tells when the set of names changed) and returns package → module path.
 */
function writeSubsetModules() {
  fs.mkdirSync(SUBSET_DIR, { recursive: true });
  const modules = {};
  for (const [pkg, used] of scanUsedNames()) {
    const names = pkg === CHAKRA ? chakraSplit().rootNames : used;
    const target = resolver.resolveSync({}, root, pkg);
    const body =
      `// Generated by tools/shared-subsets.cjs: the names of ${pkg} that the browser code imports.\n` +
      (names.length ? `export { ${names.join(', ')} } from ${JSON.stringify(target)};\n` : 'export {};\n');
    const file = moduleFileOf(pkg);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
    modules[pkg] = file;
  }
  // Each group of components: the names taken from it, re-exported from Chakra's root entry.
  const chakraIndex = resolver.resolveSync({}, root, CHAKRA);
  for (const group of Object.keys(CHAKRA_GROUPS)) {
    const names = [...chakraSplit().moved].filter(([, entry]) => entry === group).map(([name]) => name).sort();
    if (!names.length) continue;
    const body = `// Generated by tools/shared-subsets.cjs: Chakra components shared together.\nexport { ${names.join(', ')} } from ${JSON.stringify(chakraIndex)};\n`;
    const file = moduleFileOf(group);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) fs.writeFileSync(file, body);
    modules[group] = file;
  }
  // The list of Chakra component entry points is part of every build's shared configuration: written
  // here too, so that a change to it makes every front end stale (tools/ensure-built.mjs).
  const entries = path.join(SUBSET_DIR, 'chakra-component-entries.json');
  const list = `${JSON.stringify(Object.keys(chakraComponentEntries()), null, 1)}\n`;
  if (!fs.existsSync(entries) || fs.readFileSync(entries, 'utf8') !== list) fs.writeFileSync(entries, list);
  return modules;
}

module.exports = {
  SUBSET_PACKAGES,
  SUBSET_DIR,
  scanUsedNames,
  scanImports,
  statefulFolderOf,
  chakraComponentEntries,
  eagerChakraEntries,
  chakraImportTarget,
  chakraSplit,
  eagerFiles,
  moduleFileOf,
  writeSubsetModules,
};
