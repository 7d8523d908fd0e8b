// Screens wait on several mocked calls; a loaded 2-core machine needs more than jest's 5 s default.
module.exports = { ...require('../tools/jest/preset')(__dirname), testTimeout: 20_000 };
