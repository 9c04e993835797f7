/* global describe, it, expect, beforeAll, afterAll */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMap } from 'node:module';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHints.mjs';
import { buildFixture } from './testBuild.mjs';

/** @type {string} */
let dir;
/** @type {import('webpack').Stats} */
let stats;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./later.js').then((m) => m.greet('shopper'));\n");
  fs.writeFileSync(path.join(dir, 'later.js'), "export function greet(name) {\n  document.title = 'Hello ' + name;\n}\n");
  stats = await compile('dist', [new CompileHintsPlugin()]);
}, 60_000);

/**
 * @param {string} out
 * @param {import('webpack').WebpackPluginInstance[]} plugins
 */
const compile = (out, plugins) => buildFixture({ dir, out, plugins, devtool: 'source-map' });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const jsFiles = (out = 'dist') => fs.readdirSync(path.join(dir, out)).filter((f) => f.endsWith('.js'));

describe('CompileHintsPlugin', () => {
  it('starts the entry and every chunk with the compile hint, after minifying', () => {
    expect(stats.hasErrors()).toBe(false);
    const files = jsFiles();
    expect(files).toHaveLength(2);
    for (const file of files) expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('leaves the source maps pointing at the sources (the hint shifts every line by one)', () => {
    const chunk = jsFiles().find((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('Hello '));
    const code = fs.readFileSync(path.join(dir, 'dist', String(chunk)), 'utf8');
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.includes('"Hello "'));
    const column = lines[line].indexOf('"Hello "');
    const map = new SourceMap(JSON.parse(fs.readFileSync(path.join(dir, 'dist', `${chunk}.map`), 'utf8')));
    const original = map.findEntry(line, column);
    expect('originalSource' in original && original.originalSource).toMatch(/later\.js$/);
    // Zero-based: the second line of later.js.
    expect('originalLine' in original && original.originalLine).toBe(1);
  });

  it('names each file by its content as sent: the hinted files get new names, so no cache serves a copy without the hint', async () => {
    await compile('plain', []);
    const plain = jsFiles('plain');
    const hinted = jsFiles();
    expect(plain).toHaveLength(hinted.length);
    for (const file of plain) expect(hinted).not.toContain(file);
  }, 60_000);
});
