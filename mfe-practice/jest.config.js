// The area's component tests: its screens in jsdom, the gateway faked with MSW.
module.exports = require('../tools/jest.base.cjs')(__dirname, { dom: true });
