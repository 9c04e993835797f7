// Node environment: the api is tested over real HTTP against in-memory PGlite.
// Two workers at most: each test file starts its own embedded database.
module.exports = { ...require('../tooling/jest/preset.cjs')(__dirname, { environment: 'node' }), maxWorkers: 2 };
