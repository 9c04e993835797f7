/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { eventCatalogue, type EventName } from './catalogue';
import { eventCatalogueExamples } from './examples';

const names = Object.keys(eventCatalogue) as EventName[];
const examplesOf = (name: string): Record<string, unknown[]> => (eventCatalogueExamples as unknown as Record<string, Record<string, unknown[]>>)[name] ?? {};

describe('event examples', () => {
  it.each(names)('%s: has examples for its version, and each parses against its schema', (name) => {
    const { version, schema } = eventCatalogue[name];
    const examples = examplesOf(name)[String(version)] ?? [];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      const result = schema.safeParse(example);
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('names no event or version that the catalogue does not have', () => {
    const examined = Object.keys(eventCatalogueExamples).flatMap((name) => Object.keys(examplesOf(name)).map((version) => `${name} v${version}`));
    expect(examined.sort()).toEqual(names.map((name) => `${name} v${eventCatalogue[name].version}`).sort());
  });

  it('rejects an example with a missing field (the parse above can fail)', () => {
    const { productId: _dropped, ...withoutProduct } = eventCatalogueExamples['pdp:selection-changed'][1][0];
    expect(eventCatalogue['pdp:selection-changed'].schema.safeParse(withoutProduct).success).toBe(false);
  });
});

// The examples are for tests and tooling: the package's entries that remotes
// and the shell bundle must not reach them (issue 16).
const root = path.resolve(__dirname, '../..');
const examplesFile = path.join(__dirname, 'examples.ts');
const VALUE_IMPORT = /(?:^|[;\n])\s*(?:import|export)(?!\s+type\s)(?:[^'";]*?\sfrom)?\s*'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g;

function resolveFile(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${path.relative(root, from)}: cannot resolve '${specifier}'`);
  return found;
}

/** Every source file an entry reaches through value imports (type-only imports are erased). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) visit(resolveFile(file, (match[1] ?? match[2])!));
  };
  visit(entry);
  return seen;
}

const { exports: entries } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> };
const testOnly = new Set(['./testing', './testing/sources', './testing/fetch']);
const browserEntries = Object.entries(entries).filter(([subpath]) => !testOnly.has(subpath));

describe('event examples stay out of the browser entries', () => {
  it.each(browserEntries)('%s (%s) does not reach events/examples.ts', (_subpath, file) => {
    const files = reachable(path.join(root, file));
    expect([...files].filter((f) => f === examplesFile).map((f) => path.relative(root, f))).toEqual([]);
  });

  it('follows imports far enough to see them: the main entry reaches the catalogue and ./testing reaches the examples', () => {
    expect(reachable(path.join(root, entries['.']!)).has(path.join(__dirname, 'catalogue.ts'))).toBe(true);
    expect(reachable(path.join(root, entries['./testing']!)).has(examplesFile)).toBe(true);
  });
});
