/* global describe, it, expect, beforeAll, afterAll */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as scan from '@storefront/shared-contracts/events/source-scan';
import { eventMeta } from '@storefront/shared-contracts/events/meta';
import { eventsUsedInDir } from '@storefront/shared-contracts/testing/sources';
import { contractMetadata, remoteEventUse, withVersions } from './contractMetadata.mjs';

const meta = { 'basket:changed': { version: 1 }, 'pdp:selection-changed': { version: 2 }, 'analytics:track': { version: 1 }, 'session:changed': { version: 1 } };

/** Every file below dir, as absolute paths (webpack's fileDependencies are). */
const filesBelow = (/** @type {string} */ dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe('remoteEventUse', () => {
  const files = {
    'src/Widget.tsx': "on('session:changed', f); track('open', {});",
    'src/Widget.test.tsx': "emit('basket:changed', x);",
    'src/test/fixtures.ts': "on('pdp:selection-changed', f);",
    'src/Widget.module.css': ".x { content: \"on('pdp:selection-changed'\" }",
    'webpack.config.mjs': "emit('basket:changed', x);",
  };
  /** @type {string} */
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads the build's files that are the remote's own source, not its tests, stylesheets or files outside src", () => {
    const files = new Set(filesBelow(dir));
    expect(remoteEventUse({ dir, files, scan })).toEqual({ emits: ['analytics:track'], listens: ['session:changed'] });
  });

  it('reads only the files in the build', () => {
    expect(remoteEventUse({ dir, files: [path.join(dir, 'src/Widget.test.tsx')], scan })).toEqual({ emits: [], listens: [] });
  });
});

describe("each remote's events", () => {
  const root = path.join(import.meta.dirname, '../..');
  const remotes = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'webpack.config.mjs')) && fs.readFileSync(path.join(root, name, 'webpack.config.mjs'), 'utf8').includes('createRemoteConfig'));

  it('finds the remotes', () => {
    expect(remotes).toEqual(expect.arrayContaining(['mfe-basket', 'mfe-content-blocks', 'mfe-gallery', 'mfe-listing', 'mfe-pdp-widgets']));
  });

  // The build reads only the files webpack bundled; here every file of src
  // stands in for them, as the contract tests' eventsUsedInDir reads them.
  it.each(remotes)("%s: the build's manifest lists what its contract tests read", (name) => {
    const dir = path.join(root, name);
    const used = remoteEventUse({ dir, files: filesBelow(path.join(dir, 'src')), scan });
    expect(used).toEqual(eventsUsedInDir(path.join(dir, 'src')));
    expect(used.listens.length).toBeGreaterThan(0);
    expect(() => contractMetadata({ contractVersion: '1.0.0', eventMeta, used })).not.toThrow();
  });
});

describe('contractMetadata', () => {
  it('carries the contract version and the catalogue versions of the events', () => {
    const used = { emits: ['basket:changed'], listens: ['pdp:selection-changed'] };
    expect(contractMetadata({ contractVersion: '1.0.0', eventMeta: meta, used })).toEqual({
      contract: '1.0.0',
      events: { emits: [{ name: 'basket:changed', version: 1 }], listens: [{ name: 'pdp:selection-changed', version: 2 }] },
    });
  });

  it('fails on an event the catalogue does not know', () => {
    expect(() => withVersions(['basket:chnaged'], meta)).toThrow('event "basket:chnaged" is not in the shared-contracts event catalogue');
  });
});
