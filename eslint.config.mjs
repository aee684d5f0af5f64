// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Services, processors, job handlers and everything else in the apps take repositories from libs/database, never
 * TypeORM's DataSource, EntityManager, Repository<T> or query operators: a query is a repository method (named for
 * what it answers, owning its transaction when it writes several rows), so every rule can be unit tested with fakes.
 */
const QUERIES_LIVE_IN_REPOSITORIES = 'Queries live in the repositories of libs/database: take one (or add a method to it) instead.';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'frontend/**', 'coverage/**', 'bench/.data/**'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/**/*.ts', 'libs/processors/**/*.ts', 'libs/mail/**/*.ts'],
    // Unit specs may build a real DataSource (an in-memory SQLite database) to test against.
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            // A failed write's error class is what services may know of TypeORM (unique-violation.ts, foreign-key-violation.ts).
            { name: 'typeorm', allowImportNames: ['QueryFailedError'], message: QUERIES_LIVE_IN_REPOSITORIES },
            { name: '@nestjs/typeorm', message: QUERIES_LIVE_IN_REPOSITORIES },
            { name: '@heirloom/database/testing', message: 'The in-memory repositories are for unit specs only.' },
          ],
          patterns: [{ group: ['typeorm/*'], message: QUERIES_LIVE_IN_REPOSITORIES }],
        },
      ],
    },
  },
  {
    // The contract exists only as types (the web client bundles none of it, the server's build requires none of it).
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@heirloom/contracts', allowTypeImports: true, message: 'The contract holds types only: import type.' }] },
      ],
    },
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Program > :not(TSInterfaceDeclaration, TSTypeAliasDeclaration, ExportNamedDeclaration, ImportDeclaration, ExportAllDeclaration)',
          'ExportNamedDeclaration > :not(TSInterfaceDeclaration, TSTypeAliasDeclaration)',
          "ImportDeclaration[importKind!='type']",
          "ExportAllDeclaration[exportKind!='type']",
        ].map((selector) => ({ selector, message: 'libs/contracts holds interfaces, type aliases and string-literal unions only.' })),
      ],
    },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
