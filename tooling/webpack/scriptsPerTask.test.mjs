/* global describe, it, expect, beforeAll, afterAll */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { ScriptsPerTaskPlugin } from './scriptsPerTask.mjs';
import { buildFixture } from './testBuild.mjs';

/** @type {string} */
let dir;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scripts-per-task-'));
  // One render asks for two lazy modules at once: two chunks, two script tags.
  fs.writeFileSync(path.join(dir, 'index.js'), "Promise.all([import('./hero.js'), import('./banner.js')]);\n");
  fs.writeFileSync(path.join(dir, 'hero.js'), "export const hero = 'hero';\n");
  fs.writeFileSync(path.join(dir, 'banner.js'), "export const banner = 'banner';\n");
  await compile('spread', [new ScriptsPerTaskPlugin()]);
  await compile('plain', []);
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * @param {string} out
 * @param {import('webpack').WebpackPluginInstance[]} plugins
 */
const compile = (out, plugins) => buildFixture({ dir, out, plugins, output: { publicPath: '/static/', filename: '[name].js' } });

/**
 * Runs a build's main.js against a page that records the script tags added
 * to it. The page's message channel delivers a message only when the test
 * runs the next task, so what each task adds can be read.
 * @param {string} out
 * @param {{ messageChannel?: boolean }} [page]
 */
function runOnPage(out, { messageChannel = true } = {}) {
  const added = /** @type {string[]} */ ([]);
  const posted = /** @type {unknown[]} */ ([]);
  const port1 = { onmessage: /** @type {null | (() => void)} */ (null) };
  class FakeMessageChannel {
    constructor() {
      this.port1 = port1;
      this.port2 = { postMessage: (/** @type {unknown} */ message) => posted.push(message) };
    }
  }
  const element = () => ({ setAttribute() {}, getAttribute: () => null });
  const page = {
    document: {
      getElementsByTagName: () => [],
      createElement: element,
      head: { appendChild: (/** @type {{ src: string }} */ script) => added.push(script.src.replace(/\.[0-9a-f]{8}\.js$/, '.js')) },
    },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    ...(messageChannel ? { MessageChannel: FakeMessageChannel } : {}),
  };
  const context = vm.createContext({ ...page, self: undefined });
  context.self = context;
  vm.runInContext(fs.readFileSync(path.join(dir, out, 'main.js'), 'utf8'), context);
  return {
    added,
    /** Runs the next task the page's message channel was asked for. */
    nextTask() {
      if (posted.length === 0) throw new Error('no task was asked for');
      posted.shift();
      port1.onmessage?.();
    },
  };
}

describe('ScriptsPerTaskPlugin', () => {
  it("adds each chunk's script tag in a task of its own, in the order asked", () => {
    const page = runOnPage('spread');
    expect(page.added).toEqual([]);
    page.nextTask();
    expect(page.added).toHaveLength(1);
    page.nextTask();
    expect(page.added).toHaveLength(2);
    expect(page.added[0]).not.toBe(page.added[1]);
    expect(() => page.nextTask()).toThrow('no task was asked for');
  });

  it('loads them at once where the page has no message channel', () => {
    expect(runOnPage('spread', { messageChannel: false }).added).toHaveLength(2);
  });

  it('is what spreads them: without it, webpack adds both in the task that asked', () => {
    const page = runOnPage('plain');
    expect(page.added).toHaveLength(2);
    expect(page.added).toEqual(runOnPage('spread', { messageChannel: false }).added);
  });
});
