// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const nodeModules = [
  'node:*',
  'fs',
  'path',
  'child_process',
  'os',
  'crypto',
  'http',
  'url',
  'worker_threads',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'build/**',
      '**/build/**',
      '**/build.tmp-*/**',
      'content/**',
      '.docgen/**',
      'bench/.sites/**',
      'tests/.tmp/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-warning-comments': 'off',
    },
  },
  {
    // core/ and theme/ run everywhere: no Node APIs (design.md §2).
    files: ['core/**', 'theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...nodeModules, '**/generator/**', '**/server/**', '**/client/**'] },
      ],
    },
  },
  {
    // client/ is browser-only and never reaches into the Node sides.
    files: ['client/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...nodeModules, '**/generator/**', '**/server/**'] }],
    },
  },
);
