// The registry document per environment, and which origins may override a remote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRegistry, remotesForRoute } from './registry';

it('serves the local ports by default, where overrides may come from loopback only', () => {
  const registry = loadRegistry({});
  expect(registry.remotes.gallery?.manifest).toBe('http://localhost:3001/mf-manifest.json');
  expect(registry.overrideOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
});

it('reads REMOTES_CONFIG, where overrides are allowed only from the origins it names', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  const file = path.join(dir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify({ remotes: { gallery: { manifest: 'https://cdn.test/gallery/mf-manifest.json', version: '2.0.0', contract: 1 } } }));
  try {
    const registry = loadRegistry({ REMOTES_CONFIG: file });
    expect(registry.remotes.gallery?.version).toBe('2.0.0');
    expect(registry.overrideOrigins ?? []).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});

it('hints the remotes of a page’s first screen: the header’s, and those its page needs', () => {
  expect(remotesForRoute('basket')).toEqual(['basket']);
  expect(remotesForRoute('checkout')).toEqual(['basket']);
  expect(remotesForRoute('wishlist')).toEqual(['basket', 'listing']);
  expect(remotesForRoute('search')).toEqual(['basket', 'listing']);
});
