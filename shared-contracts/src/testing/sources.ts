// Node-only test helper ('@storefront/shared-contracts/testing/sources'):
// which catalogue events a package's source listens to, so a listener
// contract test fails when a new listener is added without being covered.
import fs from 'node:fs';
import path from 'node:path';
import { eventCatalogue, type EventName } from '../events/catalogue';

const LISTEN = /\b(?:on|lastValue|lastEmitted)\(\s*'([a-z-]+:[a-z-]+)'/g;
const EMIT = /\bemit\(\s*'([a-z-]+:[a-z-]+)'/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' || entry.name === 'dev' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Pure: the catalogue events a piece of source listens to (on, lastValue, lastEmitted) and emits (emit). */
export function eventsUsedIn(source: string): { listens: EventName[]; emits: EventName[] } {
  const known = (name: string | undefined): name is EventName => name !== undefined && Object.prototype.hasOwnProperty.call(eventCatalogue, name);
  const names = (pattern: RegExp) => [...new Set([...source.matchAll(pattern)].map((m) => m[1]).filter(known))].sort();
  return { listens: names(LISTEN), emits: names(EMIT) };
}

/** The catalogue events a package's sources (not its tests, test fixtures or dev page) listen to and emit, sorted. */
export function eventsUsedInDir(srcDir: string): { listens: EventName[]; emits: EventName[] } {
  const all = sourceFiles(srcDir).map((file) => eventsUsedIn(fs.readFileSync(file, 'utf8')));
  const merge = (key: 'listens' | 'emits') => [...new Set(all.flatMap((used) => used[key]))].sort();
  return { listens: merge('listens'), emits: merge('emits') };
}
