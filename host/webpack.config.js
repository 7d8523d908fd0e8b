const path = require('node:path');
const { createAppConfig } = require('../tools/mf/create-app-config');

module.exports = createAppConfig({
  dir: __dirname,
  kind: 'host',
  port: 3000,
  runtimePlugins: [path.join(__dirname, 'src/remotes/fallback-plugin.ts')],
});
