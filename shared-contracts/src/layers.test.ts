/**
 * @jest-environment node
 */
// The four layers of the package (../layers.cjs, README "Layers"): every
// file of src/ and every entry point is in exactly one, the main entry reaches
// the contracts only, contracts use no browser globals, and the README lists
// each entry point under its layer. What each layer may import is the
// dependency rules' (.dependency-cruiser.cjs, `pnpm lint:deps`).
import fs from 'node:fs';
import path from 'node:path';

type LayerName = 'contracts' | 'runtime' | 'ui' | 'testing';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LAYERS, NAMES, layerOf } = require('../layers.cjs') as {
  LAYERS: Record<LayerName, string[]>;
  NAMES: LayerName[];
  layerOf(file: string): LayerName | null;
};

const root = path.resolve(__dirname, '..');
const rel = (file: string) => path.relative(__dirname, file).split(path.sep).join('/');

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(file) : [file];
  });
}

const sources = filesIn(__dirname)
  .map(rel)
  .filter((file) => !/\.test\.tsx?$/.test(file));

const { exports: entries } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> };
const entryLayer = (target: string) => layerOf(target.replace(/^\.\/src\//, ''));

describe('layers', () => {
  it('names each folder or file once', () => {
    const named = NAMES.flatMap((name) => LAYERS[name]);
    expect(named.filter((entry, i) => named.indexOf(entry) !== i)).toEqual([]);
  });

  it('puts every file of src/ in a layer', () => {
    expect(sources.filter((file) => layerOf(file) === null)).toEqual([]);
  });

  it('puts every entry point in a layer', () => {
    expect(Object.entries(entries).filter(([, target]) => entryLayer(target) === null)).toEqual([]);
  });

  it('gives the main entry the contracts only, whatever it imports', () => {
    const IMPORT = /(?:^|[;\n])\s*(?:import|export)\b[^'";]*?\sfrom\s*'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g;
    const resolve = (from: string, specifier: string) => {
      const base = path.resolve(path.dirname(from), specifier);
      return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile())!;
    };
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) visit(resolve(file, (match[1] ?? match[2])!));
    };
    visit(path.join(root, entries['.']!));
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].map(rel).filter((file) => layerOf(file) !== 'contracts')).toEqual([]);
  });

  it('keeps browser globals out of the contracts (no DOM)', () => {
    const GLOBAL = /\b(window|document|localStorage|sessionStorage|navigator|history|matchMedia)\s*[.?[(]|\btypeof\s+(window|document)\b/;
    const code = (file: string) =>
      fs
        .readFileSync(path.join(__dirname, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const contracts = sources.filter((file) => layerOf(file) === 'contracts' && /\.tsx?$/.test(file));
    expect(contracts.filter((file) => GLOBAL.test(code(file)))).toEqual([]);
  });

  it('is how the README lists the entry points, one section per layer', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const titles: Record<LayerName, string> = { contracts: 'Contracts', runtime: 'Browser runtime', ui: 'UI', testing: 'Test support' };
    for (const name of NAMES) {
      const section = new RegExp(`\\n### ${titles[name]}\\n([\\s\\S]*?)(?=\\n##|$)`).exec(readme)?.[1] ?? '';
      const listed = [...section.matchAll(/`(\/[^`]+)`/g)].map((m) => `.${m[1]}`);
      if (section.includes('`@storefront/shared-contracts`')) listed.push('.');
      const expected = Object.entries(entries)
        .filter(([, target]) => entryLayer(target) === name)
        .map(([subpath]) => subpath);
      expect({ layer: name, entries: listed.sort() }).toEqual({ layer: name, entries: expected.sort() });
    }
  });
});
