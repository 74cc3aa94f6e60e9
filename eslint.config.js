import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // React Router's loaders throw the Response of redirect() by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // Fastify's hook and route signatures are async by contract; an async handler without await is fine.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Heavy packages load on first use, not at start (issue 17 #6, platform/lazy-module.ts): the
    // server's code takes their types with `import type` and their values through the loaders.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support.ts', '**/test-fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ['exceljs', 'exceljs() of platform/documents/excel-export.ts'],
            ['pdfkit', 'pdfkit() of platform/documents/pdf.ts'],
            ['@cantoo/pdf-lib', 'pdfLib() of modules/letters/approved-pdf/pdf-lib.ts'],
            ['nodemailer', 'platform/mail/smtp.ts'],
            ['@aws-sdk/client-s3', 's3() of platform/storage/s3-store.ts'],
            ['@aws-sdk/lib-storage', 'platform/storage/s3-store.ts'],
            ['@aws-sdk/s3-request-presigner', 'platform/storage/s3-store.ts'],
            ['bwip-js/node', 'bwipjs() of platform/documents/barcodes/matrix.ts'],
            ['qrcode', 'qrcode() of platform/documents/barcodes/matrix.ts'],
          ].map(([name, use]) => ({
            name,
            allowTypeImports: true,
            message: `loaded on first use (platform/lazy-module.ts): use ${use}`,
          })),
        },
      ],
    },
  },
  {
    // Tests read response bodies as untyped JSON and assert their shape; typing each would add noise, not safety.
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
