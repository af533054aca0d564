// Lint rules, including the boundary that keeps each remote independent of the shell and of each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const AREAS = ['community', 'practice', 'prep', 'company', 'admin'];

/** A remote may import @bullpen/shared and its own files, never the shell or another remote. */
const areaBoundary = (area) => ({
  files: [`mfe-${area}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@bullpen/shell', '@bullpen/shell/*', '@bullpen/mfe-*', '@bullpen/gateway', '@bullpen/gateway/*', '@bullpen/evaluator', '@bullpen/evaluator/*'],
            message: 'A remote imports only from @bullpen/shared and its own folder.',
          },
          {
            regex: '^(\\.\\./)+(shell|gateway|evaluator|mfe-[a-z]+)(/|$)',
            message: 'A remote imports only from @bullpen/shared and its own folder.',
          },
          {
            regex: '^(\\.\\./){3,}',
            message: 'Relative imports must stay inside this remote: use @bullpen/shared for what areas share.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.tmp-*/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', '**/*.cjs', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@bullpen/shell*', '@bullpen/mfe-*', '@bullpen/gateway*', '@bullpen/evaluator*'], message: 'shared depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  ...AREAS.map(areaBoundary),
);
