// One swc configuration for webpack (swc-loader) and jest (@swc/jest), so that
// what is tested is compiled exactly like what ships.
/** @param {{ module?: 'es6' | 'commonjs', development?: boolean }} [opts] */
module.exports = function swcConfig(opts = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: { runtime: 'automatic', development: Boolean(opts.development) },
      },
    },
    module: { type: opts.module ?? 'es6' },
    sourceMaps: true,
  };
};
