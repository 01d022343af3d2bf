import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const MODULES = ['accounts', 'catalogue', 'jobs', 'agenda', 'billing', 'messaging', 'seo'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '**/dist',
      '**/dist-server',
      '.data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Tests read answers loosely; the assertions are the type check.
    files: ['**/*.test.ts', 'server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Server modules reach each other only through their index.ts (architecture, boundary rule 1).
  ...MODULES.map((mod) => ({
    files: [`server/modules/${mod}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(modules/)?(?!${mod}/)(${MODULES.join('|')})/(?!index$).+`,
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'server/platform/**/*.ts',
      'server/app.ts',
      'server/main.ts',
      'server/emulators/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `modules/(${MODULES.join('|')})/(?!index$).+`,
              message: 'Import a module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
