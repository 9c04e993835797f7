// Node-only test helper ('@storefront/shared-contracts/testing/sources'):
// which catalogue events a package's source listens to and emits, read by
// the same scan the build writes into a remote's manifest (events/sourceScan.ts),
// so a listener contract test fails when a new listener is added without
// being covered.
import fs from 'node:fs';
import path from 'node:path';
import { eventCatalogue, type EventName } from '../events/catalogue';
import { eventNamesIn, isScannedSource, scanEventUse, type EventUse } from '../events/sourceScan';

/** Files below dir as paths relative to it, so the scan's test-folder rule sees only the package's own folders. */
function filesBelow(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(prefix, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesBelow(dir, file);
    return [file];
  });
}

const known = (name: string): name is EventName => Object.prototype.hasOwnProperty.call(eventCatalogue, name);

function catalogueEvents(used: EventUse): { listens: EventName[]; emits: EventName[] } {
  return { listens: used.listens.filter(known), emits: used.emits.filter(known) };
}

/** Pure: the catalogue events a piece of source listens to (on, lastValue, lastEmitted) and emits (emit, and track as analytics:track). */
export function eventsUsedIn(source: string): { listens: EventName[]; emits: EventName[] } {
  return catalogueEvents(eventNamesIn(source));
}

/** The catalogue events a package's sources (not its tests or test fixtures) listen to and emit, sorted. */
export function eventsUsedInDir(srcDir: string): { listens: EventName[]; emits: EventName[] } {
  const sources = filesBelow(srcDir)
    .filter(isScannedSource)
    .map((file) => ({ file, text: fs.readFileSync(path.join(srcDir, file), 'utf8') }));
  return catalogueEvents(scanEventUse(sources));
}
