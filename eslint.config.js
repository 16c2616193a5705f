// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import boundaries from 'eslint-plugin-boundaries';

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

/** Who may import whom (docs/architecture.md): each top folder and the folders it may use besides its own. */
const LAYERS = {
  core: [],
  theme: ['core'],
  client: ['core', 'theme'],
  node: ['core'],
  generator: ['core', 'theme', 'node'],
  server: ['core', 'node'],
  bin: ['core', 'node', 'generator', 'server'],
};
/**
 * `bin/compile-cache.mjs` is plain JavaScript that runs before any TypeScript loader; `node/` and the generator
 * use it to compile their worker modules and the site's configuration.
 */
const COMPILE_CACHE_USERS = ['node', 'generator'];

/** What only a browser has: the Node folders must not reach for it. */
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'history'];

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
    files: Object.keys(LAYERS).map((folder) => `${folder}/**`),
    plugins: { boundaries },
    settings: {
      'boundaries/elements': Object.keys(LAYERS).map((folder) => ({
        type: folder,
        pattern: `${folder}/**`,
        partialMatch: false,
      })),
      'boundaries/files': [{ category: 'compile-cache', pattern: 'bin/compile-cache.mjs' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(LAYERS).map(([layer, uses]) => ({
              from: { element: { type: layer } },
              allow: { to: { element: { types: { anyOf: [layer, ...uses] } } } },
            })),
            {
              from: { element: { types: { anyOf: COMPILE_CACHE_USERS } } },
              allow: { to: { file: { categories: 'compile-cache' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // core/, theme/ and client/ run in the browser too: no Node APIs (the folders they may import are above).
    files: ['core/**', 'theme/**', 'client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: nodeModules }] },
  },
  {
    // The Node folders have no browser. TypeScript cannot say so for server/: the type declarations of its
    // XML packages (xpath, @xmldom/xmldom) bring in the DOM's.
    files: ['node/**', 'generator/**', 'server/**', 'bin/**'],
    rules: { 'no-restricted-globals': ['error', ...browserGlobals] },
  },
);
