const preset = require('../tooling/jest/preset.cjs')(__dirname);

// The browser gets the shell's catalogue from the boot data; tests speak every language.
module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/i18n/testSetup.ts'],
  // Tests of the server load @fastify/static, which requires content-disposition 3 (ESM only);
  // the in-process api's content service requires htmlparser2 12 and its helpers (ESM only);
  // Fastify's inject (light-my-request) requires cookie 2 (ESM only).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7|nanoid|content-disposition|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|cookie)[@/])',
  ],
};
