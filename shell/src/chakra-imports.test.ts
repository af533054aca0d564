// How Chakra is cut for sharing (tools/design-system.cjs) and how the build points a source's imports
// at the pieces (tools/chakra-imports-loader.cjs).
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const designSystem = require('../../tools/design-system.cjs') as {
  CORE_FOLDERS: string[];
  rootNames: () => string[];
  chakraImportTarget: (name: string) => string;
  chakraEntries: () => Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build tools are CommonJS
const loader = require('../../tools/chakra-imports-loader.cjs') as (this: unknown, source: string) => string;

const root = path.resolve(__dirname, '../..');

function load(source: string, resourcePath = path.join(root, 'mfe-practice/src/example.tsx')) {
  return { output: loader.call({ resourcePath }, source) };
}

describe('Chakra cut for sharing', () => {
  it('keeps the core components and what belongs to no component in the root, every other component on its own entry point', () => {
    const rootNames = designSystem.rootNames();
    expect(rootNames).toEqual(expect.arrayContaining(['Box', 'Button', 'ChakraProvider', 'chakra', 'useDisclosure', 'createSystem']));
    expect(rootNames).not.toContain('Table');
    expect(designSystem.chakraImportTarget('Table')).toBe('@chakra-ui/react/table');
    expect(designSystem.chakraImportTarget('Kbd')).toBe('@chakra-ui/react/kbd');
    expect(designSystem.chakraImportTarget('RatingGroup')).toBe('@chakra-ui/react/rating-group');
    expect(designSystem.chakraImportTarget('defaultSystem')).toBe('@chakra-ui/react/preset');
    expect(designSystem.chakraImportTarget('Box')).toBe('@chakra-ui/react');
    // Every component folder of the installed Chakra is an entry point every build shares.
    const entries = Object.keys(designSystem.chakraEntries());
    expect(entries).toEqual(expect.arrayContaining(['@chakra-ui/react/kbd', '@chakra-ui/react/breadcrumb', '@chakra-ui/react/dialog']));
    expect(entries.length).toBeGreaterThan(100);
    for (const folder of designSystem.CORE_FOLDERS) expect(entries).toContain(`@chakra-ui/react/${folder}`);
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
    const { output } = load(source);
    const lines = output.split('\n');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[1]).toBe(
      "import { Box, type BoxProps } from \"@chakra-ui/react\"; import { Table as DataTable } from \"@chakra-ui/react/table\"; import { Field } from \"@chakra-ui/react/field\";",
    );
    expect(lines.slice(2, 7)).toEqual(['', '', '', '', '']);
    expect(lines[7]).toBe("import { Dialog } from '@chakra-ui/react/dialog';");
    expect(lines[8]).toBe('export const x = <Box />;');
  });

  it('leaves a source alone when all it imports is in the root', () => {
    const source = "import { Box, Text } from '@chakra-ui/react';\nimport type { TableRootProps } from '@chakra-ui/react';\n";
    expect(load(source).output).toBe(source);
  });
});
