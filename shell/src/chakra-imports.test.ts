// How Chakra is split for sharing (tools/shared-subsets.cjs) and how the build points a source's
// imports at the pieces (tools/chakra-imports-loader.cjs).
import path from 'node:path';

interface Split {
  rootNames: string[];
  moved: Map<string, string>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const subsets = require('../../tools/shared-subsets.cjs') as { chakraSplit: () => Split; eagerFiles: () => Set<string> };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const loader = require('../../tools/chakra-imports-loader.cjs') as (this: unknown, source: string) => string;

const root = path.resolve(__dirname, '../..');

function load(source: string, resourcePath = path.join(root, 'mfe-practice/src/example.tsx')) {
  const dependencies: string[] = [];
  const output = loader.call({ resourcePath, addDependency: (file: string) => dependencies.push(file) }, source);
  return { output, dependencies };
}

describe('Chakra split for sharing', () => {
  const { rootNames, moved } = subsets.chakraSplit();

  it('keeps forms, tables and the progress store out of the shell’s first chunk', () => {
    const eager = [...subsets.eagerFiles()].map((file) => path.relative(root, file));
    expect(eager).toEqual(expect.arrayContaining(['shell/src/index.ts', 'shell/src/app/navbar.tsx', 'shared/src/core.ts']));
    expect(eager).not.toContain('shared/src/ui/fields.tsx');
    expect(eager).not.toContain('shared/src/stores/progress.ts');
    expect(moved.get('Field')).toBe('@bullpen/chakra-forms');
    expect(moved.get('Table')).toBe('@chakra-ui/react/table');
    expect(rootNames).toEqual(expect.arrayContaining(['Box', 'Button', 'ChakraProvider']));
    for (const name of rootNames) expect(moved.has(name)).toBe(false);
  });

  it('points each moved name at its entry point and keeps every line where it was', () => {
    const source = [
      "import { useState } from 'react';",
      'import {',
      '  Box,',
      '  Table as DataTable,',
      '  Field,',
      '  type BoxProps,',
      "} from '@chakra-ui/react';",
      "import { Dialog } from '@chakra-ui/react/dialog';",
      'export const x = <Box />;',
    ].join('\n');
    const { output, dependencies } = load(source);
    const lines = output.split('\n');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[1]).toBe(
      "import { Box, type BoxProps } from \"@chakra-ui/react\"; import { Table as DataTable } from \"@chakra-ui/react/table\"; import { Field } from \"@bullpen/chakra-forms\";",
    );
    expect(lines.slice(2, 7)).toEqual(['', '', '', '', '']);
    expect(lines[7]).toBe("import { Dialog } from '@chakra-ui/react/dialog';");
    expect(lines[8]).toBe('export const x = <Box />;');
    expect(dependencies.some((file) => file.endsWith('chakra-component-entries.json'))).toBe(true);
  });

  it('leaves a source alone when all it imports is in the subset', () => {
    const source = "import { Box, Text } from '@chakra-ui/react';\nimport type { TableRootProps } from '@chakra-ui/react';\n";
    expect(load(source).output).toBe(source);
  });
});
