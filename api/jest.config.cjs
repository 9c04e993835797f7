// Node environment: the api is tested over real HTTP against in-memory PGlite.
module.exports = require('../tooling/jest/preset.cjs')(__dirname, { environment: 'node' });
