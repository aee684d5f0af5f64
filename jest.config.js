/**
 * Fast unit specs beside the code; end-to-end specs in test/e2e (one folder per area) against a real database, run
 * once per mode; a lib's integration specs (`*.integration.spec.ts`, a lib against the real databases of both modes)
 * run with them; browser specs.
 */
const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('./tsconfig.json');

const shared = {
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, { prefix: '<rootDir>/' }),
  testEnvironment: 'node',
};

module.exports = {
  // Per-project testTimeout is ignored by Jest 30; the end-to-end and browser suites need the longer limit. CI
  // machines have run two to seven times slower than a developer's: one start of the app there took over 60 s.
  testTimeout: 120000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.spec\\.ts$'],
    },
    {
      ...shared,
      displayName: 'e2e',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts', '<rootDir>/libs/**/*.integration.spec.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
  ],
};
