/** Two projects: fast unit specs beside the code, and end-to-end specs in test/ against a real database. */
const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('./tsconfig.json');

const shared = {
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, { prefix: '<rootDir>/' }),
  testEnvironment: 'node',
};

module.exports = {
  // Per-project testTimeout is ignored by Jest 30; the end-to-end and browser suites need the longer limit.
  testTimeout: 60000,
  projects: [
    { ...shared, displayName: 'unit', rootDir: __dirname, testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'e2e',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
  ],
};
