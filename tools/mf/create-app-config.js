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
const mfVersion = (() => {
  for (let d = path.dirname(require.resolve('@module-federation/enhanced/webpack')); d !== path.dirname(d); d = path.dirname(d)) {
    const f = path.join(d, 'package.json');
    if (fs.existsSync(f) && JSON.parse(fs.readFileSync(f, 'utf8')).name === '@module-federation/enhanced') return JSON.parse(fs.readFileSync(f, 'utf8')).version;
  }
  return 'unknown';
})();

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

/**
 * The JS files the host needs before its first screen: the async `./bootstrap` chunk and,
 * transitively, the chunks of every shared module it consumes at start (React, the router,
 * jotai, i18next, styled-components, @app/shared...). Without hints the browser only learns
 * of them after main.js has downloaded and run; with `<link rel=preload>` they download in
 * parallel with it. Shared modules imported lazily (e.g. @sentry/react) are not included.
 */
function startupFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const seen = new Set(entry.chunks);
  const files = [];
  const queue = entry.getChildren().filter((g) => g.origins.some((o) => o.request === './bootstrap'));
  while (queue.length) {
    const group = queue.shift();
    for (const chunk of group.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const f of chunk.files) if (f.endsWith('.js')) files.push(f);
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (m.constructor.name !== 'ConsumeSharedModule') continue;
        for (const b of m.blocks) {
          const g = chunkGraph.getBlockChunkGroup(b);
          if (g) queue.push(g);
        }
      }
    }
  }
  return files;
}

/** Adds `<link rel=preload>` for the host's start-up chunks and its two start-up fetches. */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const pub = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const link = (attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
        data.headTags.unshift(
          // The registry and the run-time config, fetched by the boot: same mode and credentials
          // as these hints, so the browser reuses the responses instead of waiting for main.js.
          link({ rel: 'preload', href: `${pub}remotes.json`, as: 'fetch', crossorigin: 'anonymous' }),
          link({ rel: 'preload', href: `${pub}app-config.json`, as: 'fetch', crossorigin: 'anonymous' }),
          ...startupFiles(compilation).map((f) => link({ rel: 'preload', href: pub + f, as: 'script' })),
        );
        return data;
      });
    });
  }
}

/**
 * The host hands its federation runtime core to the remotes, which are built with
 * `experiments.externalRuntime` so no remoteEntry.js carries its own copy (~16 KB brotli each).
 * MF's `provideExternalRuntime` option adds this runtime plugin by its CommonJS file, which pulls
 * a second, CommonJS copy of the runtime core into the host; the ES module file reuses the copy
 * the host already has.
 */
function injectRuntimeCorePlugin() {
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced/webpack')] });
  const esm = path.join(path.dirname(cjs), 'index.js');
  return fs.existsSync(esm) ? esm : cjs;
}

/**
 * webpack's filesystem cache for development builds:
 * - keyed by everything that shapes the federation config but is not in the config files:
 *   webpack, @module-federation/enhanced and @app/shared versions (`version`), the app's
 *   package.json (the shared map's ranges) and the lockfile (`buildDependencies`);
 * - one writer at a time: several engineers build the same app at once in this checkout, and two
 *   webpack processes storing into one cache folder leave it inconsistent. A build that finds
 *   the cache in use by a live process builds with a memory cache instead.
 */
function cacheOptions(o, name) {
  const cacheDirectory = path.join(o.dir, 'node_modules/.cache/webpack');
  const base = { type: 'memory' };
  try {
    fs.mkdirSync(cacheDirectory, { recursive: true });
    const lock = path.join(cacheDirectory, `${name}.lock`);
    const take = () => fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    try {
      take();
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(lock, 'utf8')) || 0;
      let alive = holder > 0 && holder !== process.pid;
      try {
        if (alive) process.kill(holder, 0);
      } catch {
        alive = false;
      }
      if (alive) {
        console.warn(`[webpack cache] ${path.basename(o.dir)}: another build (pid ${holder}) is using the cache; building without it`);
        return base;
      }
      fs.rmSync(lock, { force: true });
      take();
    }
    process.once('exit', () => {
      try {
        if (fs.readFileSync(lock, 'utf8') === String(process.pid)) fs.rmSync(lock, { force: true });
      } catch {
        /* already gone */
      }
    });
  } catch (e) {
    console.warn(`[webpack cache] ${path.basename(o.dir)}: ${e.message}; building without the filesystem cache`);
    return base;
  }
  return {
    type: 'filesystem',
    cacheDirectory,
    name,
    version: `webpack ${webpack.version}|mf ${mfVersion}|shared ${sharedPkg.version}`,
    buildDependencies: {
      config: [__filename, path.join(o.dir, 'webpack.config.js'), path.join(o.dir, 'package.json'), path.join(ROOT, 'shared/package.json'), path.join(ROOT, 'pnpm-lock.yaml')].filter((f) => fs.existsSync(f)),
    },
  };
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
    // Production: the remotes use the host's federation runtime core instead of each carrying
    // one (see injectRuntimeCorePlugin). Development keeps it embedded, so a remote's standalone
    // harness (`pnpm --filter remote-x start`) runs without a host.
    const sharedRuntime = prod;
    federation.experiments = { optimization: { target: 'web' } };
    if (isHost) {
      federation.remotes = {}; // registered at run time from remotes.json
      federation.shareStrategy = 'loaded-first';
      federation.runtimePlugins = [...(o.runtimePlugins || []), ...(sharedRuntime ? [injectRuntimeCorePlugin()] : [])];
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = { './remote': './src/app/remote.ts' };
      federation.runtimePlugins = o.runtimePlugins || [];
      if (sharedRuntime) federation.experiments.externalRuntime = true;
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
      // Production builds do not use webpack's filesystem cache: with webpack 5.111 and MF 2.9.2 a
      // warm rebuild of unchanged sources emits a different, broken react-router-dom shared chunk
      // (its `export * from 'react-router'` is dropped, so Link, NavLink, createBrowserRouter...
      // are undefined: styled-components error #1 at start-up), while every cold build is correct
      // and identical. Reproduced with a private cache folder: cold build, then warm build, diff.
      // Development (the standalone harness's dev server) keeps the guarded filesystem cache.
      cache: prod ? { type: 'memory' } : cacheOptions(o, mode),
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
        ...(isHost && prod ? [new StartupPreloadPlugin()] : []),
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
