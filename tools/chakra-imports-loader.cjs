// Webpack loader for a build's own sources: a Chakra component that is shared from its folder's
// entry point (tools/design-system.cjs) is imported from there, whatever the source says:
//   import { Box, Table } from '@chakra-ui/react';
// becomes, on the same line (so the source map stays right),
//   import { Box } from '@chakra-ui/react'; import { Table } from '@chakra-ui/react/table';
const ts = require('typescript');
const { CHAKRA, chakraImportTarget } = require('./design-system.cjs');

/** @param {string} source */
module.exports = function chakraImportsLoader(source) {
  if (!source.includes(`'${CHAKRA}'`) && !source.includes(`"${CHAKRA}"`)) return source;
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, false);
  let output = '';
  let copied = 0;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== CHAKRA) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    /** @type {Map<string, string[]>} entry point → the import specifiers taken from it */
    const byEntry = new Map();
    for (const element of bindings.elements) {
      const entry = element.isTypeOnly ? CHAKRA : chakraImportTarget((element.propertyName ?? element.name).text);
      byEntry.set(entry, [...(byEntry.get(entry) ?? []), element.getText(file)]);
    }
    if (byEntry.size === 1 && byEntry.has(CHAKRA)) continue;
    const start = statement.getStart(file);
    const lineBreaks = source.slice(start, statement.end).split('\n').length - 1;
    const imports = [...byEntry].map(([entry, specifiers]) => `import { ${specifiers.join(', ')} } from ${JSON.stringify(entry)};`);
    output += source.slice(copied, start) + imports.join(' ') + '\n'.repeat(lineBreaks);
    copied = statement.end;
  }
  return copied === 0 ? source : output + source.slice(copied);
};
