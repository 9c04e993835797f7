// @ts-check
// The one webpack + Module Federation config factory. Each package's
// webpack.config.mjs is a few lines that call createRemoteConfig or
// createHostConfig with its own name, port and exposes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { CompileHintsPlugin } from './compileHints.mjs';
import { ScriptsPerTaskPlugin } from './scriptsPerTask.mjs';
import { withDevPage } from './devPage.mjs';
import { contractMetadata, remoteEventUse } from './contractMetadata.mjs';

const require = createRequire(import.meta.url);
const swcConfig = require('../swc.config.cjs');

/** Singletons shared by the host and every remote (docs/architecture.md §2). */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  swr: { singleton: true, requiredVersion: '^2.0.0' },
  'single-spa': { singleton: true, requiredVersion: '^6.0.0' },
  // Every remote's parcels are made with it (shared-contracts' createParcel)
  // and the shell mounts them with its Parcel: one copy, not one per remote.
  'single-spa-react': { singleton: true, requiredVersion: '^6.0.0' },
  'single-spa-react/parcel': { singleton: true, requiredVersion: '^6.0.0' },
  // Every remote translates its labels into the page's one i18next instance
  // per locale (shared-contracts/i18n): one copy of the library to hold it.
  i18next: { singleton: true, requiredVersion: '^26.0.0' },
};

/**
 * Brotli (best quality) and gzip copies of each text asset, made once at build
 * time. The servers send them as they are (@fastify/static preCompressed):
 * smaller than what they can afford to compress per response (brotli 11, not
 * 4), and no compressing the same file again on every request.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function precompressed() {
  const files = { test: /\.(js|css|json|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...files, algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } }),
    new CompressionPlugin({ ...files, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
  ];
}

/**
 * @param {{ dir: string, mode?: 'production' | 'development' }} opts
 * @returns {import('webpack').Configuration & { plugins: import('webpack').WebpackPluginInstance[] }}
 */
/**
 * What the cached build depends on besides the sources: these tooling files,
 * the swc options they load (through createRequire, which webpack does not
 * follow), and the package's own webpack config and package.json (its
 * exposes, its shared versions). A change to any of them starts a fresh build
 * instead of reusing modules compiled under the old settings.
 */
function buildDependencies(dir) {
  const files = [import.meta.filename, path.join(import.meta.dirname, 'compileHints.mjs'), path.join(import.meta.dirname, 'scriptsPerTask.mjs'), path.join(import.meta.dirname, 'contractMetadata.mjs'), path.join(import.meta.dirname, 'devPage.mjs'), require.resolve('../swc.config.cjs')];
  for (const own of ['webpack.config.mjs', 'package.json']) if (fs.existsSync(path.join(dir, own))) files.push(path.join(dir, own));
  return files;
}

function baseConfig({ dir, mode }) {
  const production = (mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // The browsers the storefront supports run ES2022, so webpack's own
    // runtime (in every remoteEntry.js and chunk) is written with arrow
    // functions and const instead of ES5.
    target: ['web', 'es2022'],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // One module format per package: the federation runtime ships ESM and
      // CJS builds, and without this the host bundled both (require() in the
      // bundler runtime, import in our code), doubling the runtime's size.
      conditionNames: ['browser', 'import', 'module', 'webpack', 'production', 'default'],
      alias: { qs$: path.join(import.meta.dirname, 'shims/qs.cjs') },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcConfig({ development: !production }) },
        },
        {
          test: /\.css$/,
          use: [
            // Production: stylesheets as .css files beside the chunks that use
            // them (the chunk waits for its file, so nothing paints unstyled),
            // not strings in the JavaScript that style-loader writes into the
            // page: fewer bytes to parse as script, and no main-thread work to
            // inject them.
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              // No source map inside the stylesheet's module: it carried a second
              // copy of every rule (sourcesContent) in the JavaScript sent.
              options: { sourceMap: false, modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is', localIdentName: production ? '[hash:base64:6]' : '[name]__[local]' } },
            },
          ],
        },
      ],
    },
    // Rebuilds after a small change take seconds instead of a full compile.
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'), buildDependencies: { config: buildDependencies(dir) } },
    plugins: production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }), new CompileHintsPlugin(), new ScriptsPerTaskPlugin(), ...precompressed()] : [],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * A remote: its own container with an mf-manifest.json, served from its own
 * origin with publicPath 'auto' so it can be deployed anywhere.
 * @param {{ name: string, dir: string, exposes: Record<string, string>, mode?: 'production' | 'development' }} opts
 * @returns {import('webpack').Configuration}
 */
export function createRemoteConfig({ name, dir, exposes, mode }) {
  const config = remoteConfig({ name, dir, exposes, mode });
  // `pnpm dev` (tooling/scripts/dev.mjs): the same build plus a standalone page.
  return process.env.STOREFRONT_DEV_PAGE === '1' ? withDevPage(config, { name, dir, exposes }) : config;
}

/** @param {{ name: string, dir: string, exposes: Record<string, string>, mode?: 'production' | 'development' }} opts */
function remoteConfig({ name, dir, exposes, mode }) {
  const base = baseConfig({ dir, mode });
  return {
    ...base,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    // A page mounts several of a remote's modules; code they share (the
    // contracts, the api client, the translations) goes in chunks of its own,
    // fetched once, instead of being copied into each module below
    // webpack's default 20 KB threshold for a shared chunk.
    optimization: { splitChunks: { chunks: 'async', minSize: 4000 } },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons,
        // The manifest carries the remote's contract (metaData.storefront), which
        // the publish step and the shell check (issue 21).
        manifest: { additionalData: ({ stats, compilation }) => withContract(stats, compilation, dir) },
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: { externalRuntime: true },
      }),
      ...base.plugins,
    ],
  };
}

/**
 * Adds metaData.storefront to the manifest's stats: the CONTRACT_VERSION of
 * the shared-contracts this remote is built against and the events its own
 * source files in this build emit and listen to (contractMetadata.mjs, with
 * shared-contracts' events/sourceScan.ts).
 * @template {{ metaData: object }} S
 * @param {S} stats
 * @param {import('webpack').Compilation} compilation
 * @param {string} dir
 * @returns {Promise<S>}
 */
async function withContract(stats, compilation, dir) {
  // The remote's own copy of shared-contracts, read as TypeScript through tsx.
  const contractsEntry = createRequire(path.join(dir, 'package.json')).resolve('@storefront/shared-contracts');
  const contractsSrc = path.dirname(contractsEntry);
  const { tsImport } = await import('tsx/esm/api');
  const { CONTRACT_VERSION, MANIFEST_CONTRACT_KEY } = await tsImport(path.join(contractsSrc, 'releases/index.ts'), import.meta.url);
  const { eventMeta } = await tsImport(path.join(contractsSrc, 'events/meta.ts'), import.meta.url);
  const scan = await tsImport(path.join(contractsSrc, 'events/sourceScan.ts'), import.meta.url);
  const used = remoteEventUse({ dir, files: compilation.fileDependencies, scan });
  const metadata = contractMetadata({ contractVersion: CONTRACT_VERSION, eventMeta, used });
  return { ...stats, metaData: { ...stats.metaData, [MANIFEST_CONTRACT_KEY]: metadata } };
}

/**
 * The host: no remote is named at build time; the shell registers them at
 * run time from /remotes.json.
 * @param {{ name: string, dir: string, entry: string, runtimePlugins?: string[], mode?: 'production' | 'development' }} opts
 * @returns {import('webpack').Configuration}
 */
export function createHostConfig({ name, dir, entry, runtimePlugins = [], mode }) {
  const base = baseConfig({ dir, mode });
  return {
    ...base,
    entry: { main: entry },
    output: {
      path: path.join(dir, 'dist', 'client'),
      publicPath: '/static/',
      uniqueName: name,
      // The external federation runtime is referenced by a name without a
      // hash, so entry files are unhashed (served with no-cache + ETag).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remotes: {},
        shared: sharedSingletons,
        runtimePlugins: runtimePlugins.map((plugin) => path.resolve(dir, plugin)),
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new EntryAssetsPlugin(),
      ...base.plugins,
    ],
  };
}

/** Writes assets.json (entry or route chunk name → its JS files) so the server
 * can link the hashed files in the document. */
class EntryAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @type {Record<string, string[]>} */
        const entries = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          entries[name] = entrypoint.getFiles().filter((f) => f.endsWith('.js'));
        }
        // The route chunks (webpackChunkName "route-…"), which the server preloads on their routes:
        // every file of the chunk group, so a module split out with another route's comes too.
        for (const [name, group] of compilation.namedChunkGroups) {
          if (name.startsWith('route-')) entries[name] = group.getFiles().filter((f) => f.endsWith('.js'));
        }
        compilation.emitAsset('assets.json', new webpack.sources.RawSource(JSON.stringify(entries)));
      });
    });
  }
}
