const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { createAppConfig } = require('../tools/mf/create-app-config');

const base = createAppConfig({
  dir: __dirname,
  kind: 'host',
  port: 3000,
  runtimePlugins: [path.join(__dirname, 'src/remotes/fallback-plugin.ts')],
});

/** Copies host/public/* (the self-hosted feedback form) into the build as they are. */
class PublicFilesPlugin {
  apply(compiler) {
    const dir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(dir)) return;
        for (const name of fs.readdirSync(dir)) {
          const file = path.join(dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.unshift(new PublicFilesPlugin());
  return config;
};
