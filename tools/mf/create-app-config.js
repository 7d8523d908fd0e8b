// The one webpack + Module Federation config factory for the host and every remote.
// The shared map is written here once, so every app agrees on singletons and versions.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '../..');
const sharedPkg = require(path.join(ROOT, 'shared/package.json'));

/** Read the exact version an app depends on (the host's ranges are what remotes must satisfy). */
function versionOf(appDir, dep) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const v = (pkg.dependencies && pkg.dependencies[dep]) || (pkg.devDependencies && pkg.devDependencies[dep]);
  if (!v || v.startsWith('workspace:')) return undefined;
  return v;
}

/**
 * Singletons shared by the host and every remote. Sub-paths (react/jsx-runtime,
 * react-dom/client) are listed explicitly: the bare key does not cover them and a second
 * copy of React would be bundled.
 */
function sharedMap(appDir) {
  const singleton = (pkgName, depName = pkgName) => {
    const v = versionOf(appDir, depName);
    return { singleton: true, requiredVersion: v ? `^${v.replace(/^[\^~]/, '')}` : false };
  };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    jotai: singleton('jotai'),
    'jotai/utils': singleton('jotai/utils', 'jotai'),
    'styled-components': singleton('styled-components'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    '@sentry/react': singleton('@sentry/react'),
    '@app/shared': {
      singleton: true,
      // A workspace package needs a real semver version to be shared.
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    },
  };
}

const contract = require(path.join(ROOT, 'shared/src/contracts/contract.json'));

/**
 * Emits remote-meta.json beside remoteEntry.js: the remote's name, version, contract version
 * and side-menu items (src/app/nav.json). The release CLI copies it into remotes.json so the
 * host draws the menu without loading remote code.
 */
class RemoteMetaPlugin {
  constructor(meta) { this.meta = meta; }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteMetaPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const navFile = path.join(this.meta.dir, 'src/app/nav.json');
        compilation.fileDependencies.add(navFile);
        const nav = fs.existsSync(navFile) ? JSON.parse(fs.readFileSync(navFile, 'utf8')) : [];
        const body = JSON.stringify({ name: this.meta.name, scope: this.meta.scope, version: this.meta.version, contractVersion: contract.contractVersion, nav }, null, 2);
        compilation.emitAsset('remote-meta.json', new webpack.sources.RawSource(body));
      });
    });
  }
}

/** Federation scope names are JS identifiers: remote-quiz -> remote_quiz. */
const scopeOf = (appName) => appName.replace(/-/g, '_');

/**
 * @param {object} o
 * @param {string} o.dir            the app folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} o.kind
 * @param {number} o.port           dev-server port for the standalone harness
 * @param {string[]} [o.runtimePlugins] absolute paths of MF runtime plugins (host)
 */
function createAppConfig(o) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
    const isHost = o.kind === 'host';
    const scope = scopeOf(pkg.name);
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(o.dir, 'dist');

    const federation = {
      name: scope,
      shared: sharedMap(o.dir),
      dts: false,
      manifest: true,
    };
    if (isHost) {
      federation.remotes = {}; // registered at run time from remotes.json
      federation.shareStrategy = 'loaded-first';
      federation.runtimePlugins = o.runtimePlugins || [];
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = { './remote': './src/app/remote.ts' };
      federation.runtimePlugins = o.runtimePlugins || [];
    }

    return {
      mode,
      target: 'web',
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime asks for the entry's file name before hashes exist (only to
        // learn its folder); answer without the hash then, with it when the file is emitted.
        filename: prod ? (pathData) => (pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:8].js' : '[name].js') : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: scope,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: { transpileOnly: true, configFile: path.join(o.dir, 'tsconfig.json') },
            },
          },
          // The shared library is TypeScript source, compiled by each app.
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
        ],
      },
      cache: { type: 'filesystem', cacheDirectory: path.join(o.dir, 'node_modules/.cache/webpack'), buildDependencies: { config: [__filename, path.join(o.dir, 'webpack.config.js')] } },
      performance: { hints: false },
      stats: 'errors-warnings',
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          __APP_NAME__: JSON.stringify(pkg.name),
          __APP_VERSION__: JSON.stringify(env.version || pkg.version),
          __STANDALONE__: JSON.stringify(false),
        }),
        new ModuleFederationPlugin(federation),
        ...(isHost ? [] : [new RemoteMetaPlugin({ dir: o.dir, name: pkg.name, scope, version: env.version || pkg.version })]),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: isHost ? 'Vistas Learning' : `${pkg.name} (standalone)`,
          // Only the app's own entry; remoteEntry is loaded by the runtime, never as a tag.
          chunks: ['main'],
          scriptLoading: 'defer',
          templateParameters: { lang: 'en' },
        }),
        ...(prod
          ? [
              new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The standalone harness talks to the real API server.
        proxy: [{ context: ['/api', '/openai', '/media', '/uploads'], target: process.env.API_URL || 'http://localhost:8080' }],
      },
    };
  };
}

module.exports = { createAppConfig, sharedMap, scopeOf };
