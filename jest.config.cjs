// Every package's jest project, run together by `pnpm test:unit`.
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-gallery',
    '<rootDir>/mfe-pdp-widgets',
    '<rootDir>/mfe-listing',
    '<rootDir>/mfe-content-blocks',
    '<rootDir>/mfe-basket',
    '<rootDir>/tooling',
  ],
};
