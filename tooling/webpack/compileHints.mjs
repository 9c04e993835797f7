// @ts-check
// V8's explicit compile hints (Chrome 136 and later): a script that starts with
// the magic comment below has all its functions compiled while it streams in,
// on a background thread, instead of each one lazily on the main thread the
// first time it is called. The scripts a page loads run most of their code at
// start (the federation runtime's set-up, React's hydration, the remotes'
// first render), and that lazy compiling sat inside the page's start-up tasks:
// the federation runtime's alone was about 5 ms of main.js's first task on
// this machine, 60 ms at a mid-range phone's speed (issue 16). Browsers without
// the hint read a comment.
import webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minifying (which drops comments) and before the source maps,
      // hashes and compressed copies are made, so all three describe the file as sent.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, '\n', source));
          }
        }
      });
    });
  }
}
