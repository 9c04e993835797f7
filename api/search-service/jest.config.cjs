// Node environment: the service is tested in memory and over real HTTP (the algoliasearch client).
const preset = require('../../tooling/jest/preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
};
