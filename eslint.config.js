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
  {
    // One formatter: money, numbers, dates and times are written by storefront/src/i18n/format.ts
    // (the interface language, the region's currency and time zone, formatters made once).
    files: ['storefront/src/**/*.{ts,tsx}'],
    ignores: ['storefront/src/i18n/format.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Format with useFormat() or formatFor() of storefront/src/i18n/format.ts.',
        })),
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format with useFormat() or formatFor() of storefront/src/i18n/format.ts.',
        })),
      ],
    },
  },
  {
    // One design system: the storefront draws with its ui kit, never MUI or emotion.
    files: ['storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@(mui|emotion)/',
              message:
                'The storefront draws with its ui kit (storefront/src/ui), not MUI or emotion.',
            },
          ],
        },
      ],
    },
  },
);
