const preset = require('../tooling/jest/preset.cjs')(__dirname);

// The browser gets the shell's catalogue from the boot data; tests speak every language.
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/i18n/testSetup.ts'] };
