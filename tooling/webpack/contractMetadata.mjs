// @ts-check
// What a remote's build writes into its mf-manifest.json (metaData.storefront,
// issue 21): the shared-contracts CONTRACT_VERSION it was built against and
// the events it emits and listens to, found by a static scan of its own
// source files that are in the build. The publish step (api/src/releases)
// and the shell read it back.
//
// What counts as emitting or listening is shared-contracts'
// events/sourceScan.ts, the scan the remotes' listener contract tests use
// too; the build passes in the remote's own copy of it (createConfig.mjs).
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{ emits: string[], listens: string[] }} EventUse */
/** @typedef {{ isScannedSource: (file: string) => boolean, scanEventUse: (sources: Array<{ file: string, text: string }>) => EventUse }} SourceScan */

/**
 * The events a remote's own source files in this build use: those of the
 * build's files that are below dir/src, read with the scan.
 * @param {{ dir: string, files: Iterable<string>, scan: SourceScan }} input
 * @returns {EventUse}
 */
export function remoteEventUse({ dir, files, scan }) {
  const srcDir = path.join(dir, 'src') + path.sep;
  const sources = [...files]
    .filter((file) => file.startsWith(srcDir) && scan.isScannedSource(path.relative(dir, file)))
    .sort()
    .map((file) => ({ file: path.relative(dir, file), text: fs.readFileSync(file, 'utf8') }));
  return scan.scanEventUse(sources);
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
 * @param {{ contractVersion: string, eventMeta: Record<string, { version: number }>, used: EventUse }} input
 */
export function contractMetadata({ contractVersion, eventMeta, used }) {
  return { contract: contractVersion, events: { emits: withVersions(used.emits, eventMeta), listens: withVersions(used.listens, eventMeta) } };
}
