// Node environment: the api is tested over real HTTP against in-memory PGlite.
const preset = require('../tooling/jest/preset.cjs')(__dirname, { environment: 'node' });

module.exports = {
  ...preset,
  // sanitize-html (the content service) requires htmlparser2 12 and its helpers, which ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)[@/])'],
};
