// @ts-check
// Tests only: a production webpack build of a small fixture (an index.js in `dir`).
import path from 'node:path';
import webpack from 'webpack';

/**
 * @param {{ dir: string, out: string, plugins: webpack.WebpackPluginInstance[], output?: webpack.Configuration['output'], devtool?: webpack.Configuration['devtool'] }} build
 * @returns {Promise<webpack.Stats>}
 */
export function buildFixture({ dir, out, plugins, output = {}, devtool = false }) {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        output: { path: path.join(dir, out), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', ...output },
        devtool,
        plugins,
      },
      (error, result) => (error || !result || result.hasErrors() ? reject(error ?? new Error(result?.toString())) : resolve(result)),
    ),
  );
}
