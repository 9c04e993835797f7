// The one reading of which events a package's source emits and listens to
// (issue 21). Two places use it and must agree: the webpack build writes it
// into each remote's mf-manifest.json (tooling/webpack/contractMetadata.mjs,
// loaded as TypeScript through tsx from plain Node, hence no imports), and
// the tests (testing/sources.ts) hold each remote's listener contract test
// to it. Not in any browser entry.
//
// The scan is literal and simple: `emit('domain:name'` and `track(` are
// emits; `on('domain:name'`, `lastValue('domain:name'` and
// `lastEmitted('domain:name'` are listens, and so is a call of a
// shared-contracts hook that listens on the package's behalf
// (`useChosenSelection(` listens to pdp:selection-changed), and a call of a
// shared-contracts client that emits on its behalf is an emit (`addToBag(`:
// basket:item-added and basket:changed; `saveWishlistItem(`: wishlist:changed).
// An event name held in a variable, or a client called under another name,
// is not seen.

// Not after a dot, so `socket.emit(` or `button.on(` (methods of other
// objects) are not the bus; not after a word character, so `reon(` is not `on(`.
const EMIT = /(?<![\w$.])emit\(\s*['"`]([a-z][a-z-]*:[a-z][a-z-]*)['"`]/g;
const LISTEN = /(?<![\w$.])(?:on|lastValue|lastEmitted)\(\s*['"`]([a-z][a-z-]*:[a-z][a-z-]*)['"`]/g;
// track() sends its analytics payload on the bus as analytics:track.
const TRACK = /(?<![\w$.])track\(/;
// Hooks of shared-contracts that subscribe for the component calling them.
const LISTENING_HOOKS: ReadonlyArray<readonly [RegExp, string]> = [[/(?<![\w$.])useChosenSelection\(/, 'pdp:selection-changed']];
// Clients of shared-contracts that emit for the package calling them (basket/client, wishlist/client).
const EMITTING_CALLS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/(?<![\w$.])addToBag\(/, ['basket:item-added', 'basket:changed']],
  [/(?<![\w$.])saveWishlistItem\(/, ['wishlist:changed']],
];
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

export type EventUse = { emits: string[]; listens: string[] };

/** A source file that is a test, a test helper or a fixture, not shipped code. */
export function isTestFile(file: string): boolean {
  const posix = file.replace(/\\/g, '/');
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(posix) || /(^|\/)(__tests__|__mocks__|test|tests)\//.test(posix);
}

/** A file the scan reads: script source that is not a test. The path is relative to the package, so a folder above it named test does not count. */
export function isScannedSource(file: string): boolean {
  return SOURCE_FILE.test(file) && !isTestFile(file);
}

/** Event names one piece of source emits and listens to, each once, sorted. */
export function eventNamesIn(text: string): EventUse {
  const emits = new Set([...text.matchAll(EMIT)].map((m) => m[1]!));
  if (TRACK.test(text)) emits.add('analytics:track');
  for (const [call, events] of EMITTING_CALLS) if (call.test(text)) events.forEach((event) => emits.add(event));
  const listens = new Set([...text.matchAll(LISTEN)].map((m) => m[1]!));
  for (const [call, event] of LISTENING_HOOKS) if (call.test(text)) listens.add(event);
  return { emits: [...emits].sort(), listens: [...listens].sort() };
}

/** Event names these sources emit and listen to (files that are not scanned source left out), each once, sorted. */
export function scanEventUse(sources: ReadonlyArray<{ file: string; text: string }>): EventUse {
  const used = sources.filter(({ file }) => isScannedSource(file)).map(({ text }) => eventNamesIn(text));
  const merge = (key: keyof EventUse) => [...new Set(used.flatMap((u) => u[key]))].sort();
  return { emits: merge('emits'), listens: merge('listens') };
}
