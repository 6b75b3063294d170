import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import path from 'node:path';

/** Features do not import each other (bulletproof-react's boundary): shared pieces live in components/ or lib/. */
const boundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; move the shared piece to components/ or lib/.' } },
      create(context) {
        const featureOf = (file) => file.match(/apps\/web\/src\/features\/([^/]+)\//)?.[1];
        const from = featureOf(context.filename);
        if (!from) return {};
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const to = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
            if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['apps/web/public/**', 'bench/.scratch/**', 'apps/web/vite.analyze.config.ts', '**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '*.tmp.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Mantine disables a loading Button, and a disabled button drops the focus to the page.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='loading']",
          message: 'Use BusyButton (components/busy-button): it keeps the focus while busy.',
        },
      ],
      // One direction of imports: the web never imports the server.
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/apps/server/**', '@wellbeing/server', '@wellbeing/server/*'], message: 'The web app must not import the server.' }],
          paths: [{ name: '@mantine/core', importNames: ['PasswordInput'], message: 'Use PasswordField (components/forms/password-field): it sets aria-invalid.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/forms/password-field.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/server/**', '@wellbeing/server', '@wellbeing/server/*'], message: 'The web app must not import the server.' }] }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-feature-imports': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/web/**', '@wellbeing/web', '@wellbeing/web/*'], message: 'The server must not import the web app.' }] }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@wellbeing/server*', '@wellbeing/web*'], message: 'shared imports neither app.' }] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
