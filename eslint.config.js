// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';

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
      'dist/**',
      'build/**',
      '**/build/**',
      '**/build.tmp-*/**',
      'content/**',
      '.docgen/**',
      'bench/.sites/**',
      'tests/.tmp/**',
      // Docusaurus sites, as their writers wrote them: `docgen init --from-docusaurus` reads them.
      'tests/fixtures/docusaurus-source/**',
      'tests/fixtures/docusaurus-three-versions/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Every regular expression in the repository is checked for super-linear backtracking: in the build a ReDoS
  // is a hang on real content, in the server a denial of service.
  {
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
      'regexp/no-dupe-disjunctions': 'error',
      'regexp/no-useless-assertions': 'error',
      'regexp/no-empty-alternative': 'error',
      'regexp/no-contradiction-with-assertion': 'error',
    },
  },
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
