// @ts-check
// What a remote's build writes into its mf-manifest.json (metaData.storefront,
// issue 21): the shared-contracts CONTRACT_VERSION it was built against and
// the events it emits and listens to, found by a static scan of its own
// source files that are in the build. The publish step (api/src/releases)
// and the shell read it back.
//
// The scan is literal and simple: `emit('domain:name'` and `track(` are
// emits; `on('domain:name'`, `lastValue('domain:name'` and
// `lastEmitted('domain:name'` are listens. An event name held in a variable,
// or emitted by shared-contracts code on the remote's behalf, is not seen.

const EMIT = /(?<![\w$.])emit\(\s*['"`]([a-z][a-z-]*:[a-z][a-z-]*)['"`]/g;
const LISTEN = /(?<![\w$.])(?:on|lastValue|lastEmitted)\(\s*['"`]([a-z][a-z-]*:[a-z][a-z-]*)['"`]/g;
const TRACK = /(?<![\w$.])track\(/;

/** A source file that is a test, a test helper or a fixture, not shipped code. */
export function isTestFile(/** @type {string} */ file) {
  const posix = file.replace(/\\/g, '/');
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(posix) || /(^|\/)(__tests__|__mocks__|test|tests)\//.test(posix);
}

/**
 * Event names used in these sources (tests left out), sorted.
 * @param {Array<{ file: string, text: string }>} sources
 * @returns {{ emits: string[], listens: string[] }}
 */
export function scanEventUse(sources) {
  const emits = new Set();
  const listens = new Set();
  for (const { file, text } of sources) {
    if (isTestFile(file)) continue;
    for (const m of text.matchAll(EMIT)) emits.add(m[1]);
    for (const m of text.matchAll(LISTEN)) listens.add(m[1]);
    if (TRACK.test(text)) emits.add('analytics:track');
  }
  return { emits: [...emits].sort(), listens: [...listens].sort() };
}

/**
 * The names with the catalogue's versions; a name the catalogue does not
 * know (a typo the type check would catch too) fails the build.
 * @param {string[]} names
 * @param {Record<string, { version: number }>} eventMeta
 * @returns {Array<{ name: string, version: number }>}
 */
export function withVersions(names, eventMeta) {
  return names.map((name) => {
    const meta = Object.prototype.hasOwnProperty.call(eventMeta, name) ? eventMeta[name] : undefined;
    if (!meta) throw new Error(`event "${name}" is not in the shared-contracts event catalogue`);
    return { name, version: meta.version };
  });
}

/**
 * The metaData.storefront of a remote's manifest.
 * @param {{ contractVersion: string, eventMeta: Record<string, { version: number }>, sources: Array<{ file: string, text: string }> }} input
 */
export function contractMetadata({ contractVersion, eventMeta, sources }) {
  const { emits, listens } = scanEventUse(sources);
  return { contract: contractVersion, events: { emits: withVersions(emits, eventMeta), listens: withVersions(listens, eventMeta) } };
}
