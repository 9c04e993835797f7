// The registry document per environment, and which origins may override a remote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Registry } from '../registry/registry';
import { createRegistrySource, httpLiveReleases, loadRegistry, remotesForRoute, withReleases } from './registry';

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
    // A file that names the contract by its major alone.
    expect(registry.remotes.gallery?.contract).toBe('1.0.0');
    expect(registry.overrideOrigins ?? []).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});

it('hints the remotes of a page’s first screen: the header’s, and those its page needs', () => {
  expect(remotesForRoute('basket')).toEqual(['basket']);
  expect(remotesForRoute('checkout')).toEqual(['basket']);
  expect(remotesForRoute('releases')).toEqual([]);
  expect(remotesForRoute('wishlist', { guest: false })).toEqual(['basket', 'listing']);
  // A guest's saved items page asks them to sign in: no cards to draw.
  expect(remotesForRoute('wishlist', { guest: true })).toEqual(['basket']);
  expect(remotesForRoute('search')).toEqual(['basket', 'listing']);
});

describe('the registry of the next document', () => {
  const defaults: Registry = {
    remotes: {
      gallery: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
      basket: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
    },
    overrideOrigins: ['http://localhost:*'],
  };
  const published = { manifest: 'https://cdn.test/gallery/v2/mf-manifest.json', version: '2.0.0', contract: '1.1.0', releaseId: 7, by: 'ci' } as never;

  it('is the defaults while nothing is published, and the live release over them for a published remote', () => {
    expect(withReleases(defaults, {})).toBe(defaults);
    const merged = withReleases(defaults, { gallery: published });
    expect(merged.remotes.gallery).toEqual({ manifest: 'https://cdn.test/gallery/v2/mf-manifest.json', version: '2.0.0', contract: '1.1.0', releaseId: 7 });
    expect(merged.remotes.basket).toBe(defaults.remotes.basket);
    expect(merged.overrideOrigins).toEqual(['http://localhost:*']);
  });

  it('carries a canary beside its live release, with its share, for every visitor alike (not who published it)', () => {
    const canary = { manifest: 'https://canary.test/gallery/v3/mf-manifest.json', version: '3.0.0', contract: '1.0.0', releaseId: 9, percent: 10, since: '2026-12-07T10:00:00.000Z', by: 'team@example.com' };
    const merged = withReleases(defaults, { gallery: { ...(published as object), since: '2026-12-01T00:00:00.000Z', canary } as never });
    expect(merged.remotes.gallery).toEqual({
      manifest: 'https://cdn.test/gallery/v2/mf-manifest.json',
      version: '2.0.0',
      contract: '1.1.0',
      releaseId: 7,
      canary: { manifest: 'https://canary.test/gallery/v3/mf-manifest.json', version: '3.0.0', contract: '1.0.0', releaseId: 9, percent: 10, since: '2026-12-07T10:00:00.000Z' },
    });
    expect(JSON.stringify(merged)).not.toContain('example.com');
  });

  it('reads the releases at most once per ttl, then again: a publish shows on a later load', async () => {
    let clock = 0;
    let live: Record<string, never> = {};
    const read = jest.fn(async () => live);
    const source = createRegistrySource(defaults, read, { ttlMs: 2000, now: () => clock });
    expect((await source()).remotes.gallery?.version).toBe('1.0.0');
    live = { gallery: published };
    clock = 1999;
    expect((await source()).remotes.gallery?.version).toBe('1.0.0');
    expect(read).toHaveBeenCalledTimes(1);
    clock = 2000;
    expect((await source()).remotes.gallery?.version).toBe('2.0.0');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks once for documents that come together, and keeps the last good registry when a read fails', async () => {
    let clock = 0;
    let fail = false;
    const read = jest.fn(async () => {
      if (fail) throw new Error('database down');
      return { gallery: published };
    });
    const errors: unknown[] = [];
    const source = createRegistrySource(defaults, read, { ttlMs: 10, now: () => clock, onError: (e) => errors.push(e) });
    const [a, b] = await Promise.all([source(), source()]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    fail = true;
    clock = 100;
    expect((await source()).remotes.gallery?.version).toBe('2.0.0');
    expect(errors).toHaveLength(1);
  });

  it('reads the releases over HTTP from API_URL', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ remotes: { gallery: published } }) }));
    const read = httpLiveReleases('http://api.test:3100', fetchImpl as unknown as typeof fetch);
    expect((await read()).gallery).toMatchObject({ version: '2.0.0' });
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe('http://api.test:3100/_api/releases');
    const failing = httpLiveReleases('http://api.test:3100', (async () => ({ ok: false, status: 500 })) as unknown as typeof fetch);
    await expect(failing()).rejects.toThrow('http://api.test:3100/_api/releases answered 500');
  });
});
