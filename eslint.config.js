import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── Module boundaries ──────────────────────────────────────────────────────────────────────────────
// Checked on the import string as written (static imports and re-exports through no-restricted-imports;
// dynamic import() and import.meta.glob() through no-restricted-syntax, which sees their string literals).
//   • browser code imports nothing of Node: no builtin module (with or without `node:`), no Node-only package;
//   • src/lib/ knows no widget: nothing from widgets/;
//   • a widget's folder widgets/<a>/ imports nothing from another widget's folder widgets/<b>/.
// Node code (the build, the server, scripts, bench, unit and e2e tests, configs) may import anything.
// ESLint does not merge the options of one rule across config blocks, so each file gets exactly one block
// below, with every boundary that applies to it.

const WIDGETS = readdirSync(new URL('./widgets/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BROWSER_FILES = [
  'widgets/**',
  'src/lib/**',
  'src/catalog/**',
  'src/site/**',
  'src/embed/**',
  'src/workbench/**',
  'src/content/**',
  'src/config.ts',
  'tests/browser/**',
  '**/*.browser.test.{ts,tsx}',
];

/** Packages that only run in Node (the server, the build, test and benchmark tooling). */
const NODE_ONLY_PACKAGES = [
  'fastify',
  '@fastify/[^/]+',
  'sharp',
  'tsx',
  'vite',
  'typescript',
  'eslint',
  '@lit-labs/ssr',
  'playwright-core',
  '@playwright/test',
  'autocannon',
  '@web/test-runner',
  '@web/test-runner-chrome',
];

const escape = (name) => name.replace(/[.+?^${}()|\\]/g, '\\$&');
const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_')).map(escape);

/** One boundary: a regular expression over the import string, and the message shown when it matches. */
const noNode = {
  regex: `^(node:|(${NODE_BUILTINS.join('|')}|${NODE_ONLY_PACKAGES.join('|')})(/|$))`,
  message:
    'Browser code cannot import Node modules or Node-only packages; move this to Node code (src/build, src/server, scripts).',
};
const noWidgets = {
  regex: '^(/|(\\.\\./)+)widgets(/|$)',
  message:
    'src/lib/ knows no widget: the registries are generated from widgets/ outside src/lib/, and widgets call into src/lib/, not the other way round.',
};
const noOtherWidget = (own) => ({
  regex: `^(/widgets/|(\\.\\./)+(widgets/)?)(${WIDGETS.filter((name) => name !== own)
    .map(escape)
    .join('|')})(/|$)`,
  message: `A widget imports nothing from another widget's folder (widgets/${own}/ is its own room); shared code goes to src/lib/ (toasts: its toast API).`,
});

/** Config block enforcing `boundaries` on `files`: static imports, re-exports, import() and import.meta.glob(). */
function boundaryBlock(files, boundaries, ignores = []) {
  // esquery reads a regular expression up to the next '/', so slashes are written \x2F there.
  const selectorRegex = (regex) => `/${regex.replaceAll('/', '\\x2F')}/`;
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: boundaries.map(({ regex, message }) => ({ regex, message })) }],
      'no-restricted-syntax': [
        'error',
        ...boundaries.flatMap(({ regex, message }) => [
          { selector: `ImportExpression > Literal[value=${selectorRegex(regex)}]`, message },
          {
            selector: `ImportExpression > TemplateLiteral > TemplateElement:first-child[value.raw=${selectorRegex(regex)}]`,
            message,
          },
          {
            selector: `CallExpression[callee.object.type='MetaProperty'][callee.property.name=/^glob/] Literal[value=${selectorRegex(regex.replace(/^\^/, '^!?'))}]`,
            message,
          },
        ]),
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'test-results/**', 'playwright-report/**', 'bench/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.browser.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.mocha } },
  },
  boundaryBlock(BROWSER_FILES, [noNode], ['src/lib/**', ...WIDGETS.map((name) => `widgets/${name}/**`)]),
  boundaryBlock(['src/lib/**'], [noNode, noWidgets]),
  ...WIDGETS.map((name) => boundaryBlock([`widgets/${name}/**`], [noNode, noOtherWidget(name)])),
);
