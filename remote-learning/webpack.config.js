const { createAppConfig } = require('../tools/mf/create-app-config');

module.exports = createAppConfig({ dir: __dirname, kind: 'remote', port: 3002 });
