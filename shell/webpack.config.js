module.exports = require('../tools/webpack.app.cjs').createAppConfig({ dir: __dirname, name: 'shell', host: true });
