import { applyOverrides, isSafeManifestUrl, LOOPBACK_OVERRIDE_ORIGINS, mergeOverrideParams, parseStoredOverrides, type Registry } from './registry';

const ALLOWED = [...LOOPBACK_OVERRIDE_ORIGINS, 'https://preview.storefront.test'];

const registry: Registry = {
  remotes: {
    gallery: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
    basket: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
  },
};

describe('remote overrides', () => {
  it('adds, removes and resets overrides from the address', () => {
    const added = mergeOverrideParams({}, ['gallery=http://localhost:4001/mf-manifest.json'], ALLOWED);
    expect(added).toEqual({ gallery: 'http://localhost:4001/mf-manifest.json' });
    expect(mergeOverrideParams(added, ['gallery='], ALLOWED)).toEqual({});
    expect(mergeOverrideParams(added, ['reset,basket=https://preview.storefront.test/basket/m.json'], ALLOWED)).toEqual({
      basket: 'https://preview.storefront.test/basket/m.json',
    });
  });
  it('refuses anything but http(s) manifests', () => {
    expect(isSafeManifestUrl('javascript:alert(1)', ALLOWED)).toBe(false);
    expect(mergeOverrideParams({}, ['gallery=data:text/javascript,1'], ALLOWED)).toEqual({});
    expect(parseStoredOverrides('{"gallery":"javascript:1","basket":"http://127.0.0.1:4005/m.json"}', ALLOWED)).toEqual({
      basket: 'http://127.0.0.1:4005/m.json',
    });
    expect(parseStoredOverrides('not json', ALLOWED)).toEqual({});
  });
  it('refuses manifests from origins the environment does not allow, so a crafted link cannot load another site\'s code', () => {
    expect(mergeOverrideParams({}, ['gallery=https://evil.example/mf-manifest.json'], ALLOWED)).toEqual({});
    // Same host, another scheme or port than the exact origin allowed.
    expect(isSafeManifestUrl('http://preview.storefront.test/m.json', ALLOWED)).toBe(false);
    expect(isSafeManifestUrl('https://preview.storefront.test:8443/m.json', ALLOWED)).toBe(false);
    expect(isSafeManifestUrl('https://localhost.evil.example/m.json', ALLOWED)).toBe(false);
    expect(isSafeManifestUrl('http://localhost:4001/m.json', ALLOWED)).toBe(true);
    // Kept from before the environment stopped allowing it: dropped.
    expect(parseStoredOverrides('{"gallery":"http://localhost:4001/m.json"}', [])).toEqual({});
  });
  it('applies overrides only to known remotes and reports them', () => {
    const { registry: next, active } = applyOverrides(registry, { gallery: 'http://localhost:4001/mf-manifest.json', nope: 'http://x.test' });
    expect(next.remotes.gallery?.manifest).toBe('http://localhost:4001/mf-manifest.json');
    expect(next.remotes.basket?.manifest).toBe('http://localhost:3005/mf-manifest.json');
    expect(active).toEqual([{ name: 'gallery', url: 'http://localhost:4001/mf-manifest.json' }]);
  });
});
