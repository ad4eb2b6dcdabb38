// Lint rules for the whole repository (flat config). Type-aware rules are left to `tsc`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import rad from './eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'storybook-static/', 'node_modules/', '.data/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks, rad },
    rules: {
      'rad/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // innerHTML and friends belong to SafeHtml alone (src/ui/sanitize.ts); elsewhere they are a bug.
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Put provider HTML through <SafeHtml>; build other DOM with elements.' },
        { property: 'outerHTML', message: 'Use <SafeHtml>.' },
        { property: 'insertAdjacentHTML', message: 'Use <SafeHtml>.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Use <SafeHtml>, the one sanitizing sink.' },
        {
          selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']",
          message: 'postMessage needs an explicit target origin.',
        },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // Tests may read and write HTML to set up and inspect the DOM.
    files: ['**/*.test.{ts,tsx}', 'test/**', 'stories/**'],
    rules: { 'no-restricted-properties': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
