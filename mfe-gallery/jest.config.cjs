const preset = require('../tooling/jest/preset.cjs')(__dirname);
const swcConfig = require('../tooling/swc.config.cjs');

// swiper ships ESM as .mjs, which the preset's transform pattern does not
// cover, and its stylesheets are imported by package path
// ('swiper/css/pagination'), which the preset's '\.css$' mapping does not see.
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': ['@swc/jest', swcConfig({ module: 'commonjs' })] },
  moduleNameMapper: { '^swiper/css(/.*)?$': require.resolve('../tooling/jest/style-stub.cjs'), ...preset.moduleNameMapper },
};
