const preset = require('../tooling/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // react-instantsearch runs on instantsearch.js's CommonJS build under jest;
    // our imports of its ES build must resolve to the same modules.
    '^instantsearch\\.js/es/(.*)$': 'instantsearch.js/cjs/$1',
    // As the bundles have it (tooling/webpack/shims/qs.cjs): the router must never call qs.
    '^qs$': '<rootDir>/../tooling/webpack/shims/qs.cjs',
  },
};
