// @ts-check
// Each chunk's script tag is added in a task of its own. A lazy module that
// needs several chunks (a content block and the libraries it shares with the
// others, a route's layout) has webpack add all their tags at once, inside
// whatever task asked for the module: usually a React render. Adding a script
// starts its fetch on the main thread, so that task grew by one fetch a chunk,
// and a task that starts two or more requests is one Lighthouse's simulation
// always keeps and slows by the CPU multiplier (the home page's first render
// started eight: issue 16). Here webpack's script loader (__webpack_require__.l)
// queues each call and runs it in the next task, in order, through one
// message channel; where there is none it loads at once, as before.
import webpack from 'webpack';

const { RuntimeGlobals, RuntimeModule, Template } = webpack;

const loadScript = RuntimeGlobals.loadScript;

/** Wraps the script loader that webpack defined before it. */
const RUNTIME = Template.asString([
  `var loadNow = ${loadScript};`,
  'var queued = [];',
  'var channel = typeof MessageChannel != "undefined" && new MessageChannel();',
  'if (channel) {',
  Template.indent(['channel.port1.onmessage = function () { queued.shift()(); };', 'if (channel.port1.unref) channel.port1.unref();']),
  '}',
  `${loadScript} = function () {`,
  Template.indent([
    'if (!channel) return loadNow.apply(this, arguments);',
    'var args = arguments;',
    'queued.push(function () { loadNow.apply(null, args); });',
    'channel.port2.postMessage(0);',
  ]),
  '};',
]);

class ScriptsPerTaskRuntimeModule extends RuntimeModule {
  constructor() {
    // After the stages that define __webpack_require__.l.
    super('one script per task', RuntimeModule.STAGE_ATTACH);
  }

  generate() {
    return RUNTIME;
  }
}

export class ScriptsPerTaskPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScriptsPerTaskPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(loadScript).tap('ScriptsPerTaskPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ScriptsPerTaskRuntimeModule());
      });
    });
  }
}
