import { breakingLine, compatibilityProblems, readManifestShared } from './compat';

const provided = { react: '19.3.1', '@chakra-ui/react': '3.37.0', '@chakra-ui/react/kbd': '3.37.0', '@bullpen/shared/core': '0.1.0' };

describe('compatibility of a remote build with the shell', () => {
  it('fits when every shared module it uses is provided on the same breaking line', () => {
    expect(
      compatibilityProblems(provided, [
        { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
        { name: '@chakra-ui/react/kbd', version: '3.38.1' },
        { name: '@bullpen/shared/core', version: '0.1.4' },
      ], '1.2.0'),
    ).toEqual([]);
  });

  it('names a shared module the shell does not provide, such as a component a newer Chakra added', () => {
    expect(compatibilityProblems(provided, [{ name: '@chakra-ui/react/marquee-x', version: '3.40.0', requiredVersion: '^3.40.0' }])).toEqual([
      'it needs @chakra-ui/react/marquee-x ^3.40.0, which this shell does not provide',
    ]);
  });

  it('refuses another major, and another minor below 1.0.0', () => {
    expect(compatibilityProblems(provided, [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }])).toEqual([
      'it needs react ^20.0.0, this shell provides 19.3.1',
    ]);
    expect(compatibilityProblems(provided, [{ name: '@bullpen/shared/core', version: '0.2.0' }])).toHaveLength(1);
  });

  it('refuses a contract of another major', () => {
    expect(compatibilityProblems(provided, [], '2.0.0', '1.0.0')).toEqual(['it speaks contract 2.0.0, this shell 1.0.0']);
  });

  it('reads the breaking line of a version', () => {
    expect(breakingLine('19.3.1')).toBe('19');
    expect(breakingLine('^3.37.0')).toBe('3');
    expect(breakingLine('0.4.2')).toBe('0.4');
    expect(breakingLine('latest')).toBeNull();
  });
});

describe('readManifestShared', () => {
  it('lists the shared modules of a manifest', () => {
    expect(readManifestShared({ shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }] })).toEqual([
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    ]);
  });

  it('gives null for anything else', () => {
    for (const value of [null, [], {}, { shared: 'x' }, { shared: [{ name: 3, version: '1.0.0' }] }]) expect(readManifestShared(value)).toBeNull();
  });
});
