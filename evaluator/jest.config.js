module.exports = require('../tools/jest.base.cjs')(__dirname);
