// The tooling's own tests (node): the webpack shims, the JavaScript budget check,
// and the scale-out integration test (scale-out/: several api and shell processes).
const preset = require('./jest/preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/webpack/**/*.test.cjs', '<rootDir>/webpack/**/*.test.mjs', '<rootDir>/budget/**/*.test.cjs', '<rootDir>/scale-out/**/*.test.ts', '<rootDir>/scripts/**/*.test.cjs', '<rootDir>/i18n/**/*.test.ts'],
};
