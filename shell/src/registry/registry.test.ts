import { applyOverrides, isSafeManifestUrl, mergeOverrideParams, parseStoredOverrides, type Registry } from './registry';

const registry: Registry = {
  remotes: {
    gallery: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.0.0', contract: 1 },
    basket: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1.0.0', contract: 1 },
  },
};

describe('remote overrides', () => {
  it('adds, removes and resets overrides from the address', () => {
    const added = mergeOverrideParams({}, ['gallery=http://localhost:4001/mf-manifest.json']);
    expect(added).toEqual({ gallery: 'http://localhost:4001/mf-manifest.json' });
    expect(mergeOverrideParams(added, ['gallery='])).toEqual({});
    expect(mergeOverrideParams(added, ['reset,basket=http://x.test/m.json'])).toEqual({ basket: 'http://x.test/m.json' });
  });
  it('refuses anything but http(s) manifests', () => {
    expect(isSafeManifestUrl('javascript:alert(1)')).toBe(false);
    expect(mergeOverrideParams({}, ['gallery=data:text/javascript,1'])).toEqual({});
    expect(parseStoredOverrides('{"gallery":"javascript:1","basket":"https://ok.test/m.json"}')).toEqual({ basket: 'https://ok.test/m.json' });
    expect(parseStoredOverrides('not json')).toEqual({});
  });
  it('applies overrides only to known remotes and reports them', () => {
    const { registry: next, active } = applyOverrides(registry, { gallery: 'http://localhost:4001/mf-manifest.json', nope: 'http://x.test' });
    expect(next.remotes.gallery?.manifest).toBe('http://localhost:4001/mf-manifest.json');
    expect(next.remotes.basket?.manifest).toBe('http://localhost:3005/mf-manifest.json');
    expect(active).toEqual([{ name: 'gallery', url: 'http://localhost:4001/mf-manifest.json' }]);
  });
});
