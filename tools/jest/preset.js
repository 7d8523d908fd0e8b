// One jest preset for every browser package (host, remotes, shared).
const path = require('node:path');

/** @param {string} dir the package folder */
module.exports = function jestPreset(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'setup-env.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-after-env.js')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|@app)[@/+])'],
    moduleNameMapper: {
      '^axios$': require.resolve('axios/dist/node/axios.cjs', { paths: [path.join(dir, '../shared')] }),
      '\\.(css|png|jpg|svg|mp4)$': path.join(__dirname, 'file-stub.js'),
    },
    globals: { __APP_NAME__: path.basename(dir), __APP_VERSION__: '0.0.0-test', __STANDALONE__: false },
    clearMocks: true,
  };
};
