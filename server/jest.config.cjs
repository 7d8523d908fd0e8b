/** Server tests: real HTTP against `buildApp`, TypeScript through @swc/jest (CommonJS). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages (jose, and content-disposition under @fastify/static): let swc turn it into CommonJS like our own files.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|content-disposition)[@/])'],
  // Sources import './x.js' (NodeNext); jest resolves the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // One migrated, seeded template database per run; each test file starts from a copy.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
};
