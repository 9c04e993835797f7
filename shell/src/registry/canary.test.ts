// The browser's pick of a remote's release (issue 63): stable per visitor,
// the canary's share close to its percent, independent per remote and per
// canary, and a per-browser override over both.
import { bucketOf, chooseReleases, inCanary, isReleaseVisitorId } from './canary';
import type { Registry } from './registry';

const registry: Registry = {
  remotes: {
    gallery: {
      manifest: 'https://cdn.test/gallery/1.0.0/mf-manifest.json',
      version: '1.0.0',
      contract: '1.0.0',
      releaseId: 4,
      canary: { manifest: 'https://canary.test/gallery/1.1.0/mf-manifest.json', version: '1.1.0', contract: '1.0.0', releaseId: 9, percent: 50, since: '2026-12-07T10:00:00.000Z' },
    },
    basket: { manifest: 'https://cdn.test/basket/2.0.0/mf-manifest.json', version: '2.0.0', contract: '1.0.0', releaseId: 6 },
    listing: { manifest: 'http://localhost:3003/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
  },
  overrideOrigins: ['http://localhost:*'],
};

const visitors = Array.from({ length: 20_000 }, (_, i) => `visitor-${i.toString(36).padStart(6, '0')}`);

describe('the bucket', () => {
  it('is a number from 0 to 9999, the same for the same text', () => {
    for (const text of ['', 'a', 'visitor-1\ngallery\n9', 'é ü 漢字']) {
      const b = bucketOf(text);
      expect(Number.isInteger(b) && b >= 0 && b < 10_000).toBe(true);
      expect(bucketOf(text)).toBe(b);
    }
  });

  it('spreads ids evenly: each tenth of the range gets about a tenth', () => {
    const tenths = new Array<number>(10).fill(0);
    for (const id of visitors) tenths[Math.floor(bucketOf(id) / 1000)]! += 1;
    for (const count of tenths) expect(Math.abs(count - visitors.length / 10)).toBeLessThan(visitors.length * 0.01);
  });
});

describe('a visitor in a canary', () => {
  it('keeps the same choice every time (every page, every day)', () => {
    const canary = { releaseId: 9, percent: 30 };
    for (const id of visitors.slice(0, 500)) expect(inCanary(id, 'gallery', canary)).toBe(inCanary(id, 'gallery', { ...canary }));
  });

  it.each([1, 5, 10, 25, 50, 90])('puts close to %i %% of visitors in the canary', (percent) => {
    const share = visitors.filter((id) => inCanary(id, 'gallery', { releaseId: 12, percent })).length / visitors.length;
    expect(Math.abs(share - percent / 100)).toBeLessThan(0.01);
  });

  it('keeps those in a small canary in a larger one of the same release (the share stepped up)', () => {
    const small = visitors.filter((id) => inCanary(id, 'gallery', { releaseId: 12, percent: 5 }));
    expect(small.every((id) => inCanary(id, 'gallery', { releaseId: 12, percent: 25 }))).toBe(true);
  });

  it('keeps every visitor in the canary at 5 % in it at 25 and 50 % (the api steps the share in place, the release id kept)', () => {
    const at = (percent: number): Registry => ({ ...registry, remotes: { ...registry.remotes, gallery: { ...registry.remotes.gallery!, canary: { ...registry.remotes.gallery!.canary!, percent } } } });
    const inAt = (percent: number) => new Set(visitors.filter((id) => chooseReleases(at(percent), id, {}).chosen.gallery!.channel === 'canary'));
    const [five, quarter, half] = [inAt(5), inAt(25), inAt(50)];
    expect(five.size).toBeGreaterThan(0);
    for (const id of five) expect(quarter.has(id) && half.has(id)).toBe(true);
    for (const id of quarter) expect(half.has(id)).toBe(true);
    expect(quarter.size).toBeGreaterThan(five.size);
    expect(half.size).toBeGreaterThan(quarter.size);
  });

  it('chooses independently per remote and per canary release', () => {
    const a = visitors.map((id) => inCanary(id, 'gallery', { releaseId: 12, percent: 50 }));
    const b = visitors.map((id) => inCanary(id, 'basket', { releaseId: 12, percent: 50 }));
    const c = visitors.map((id) => inCanary(id, 'gallery', { releaseId: 13, percent: 50 }));
    // Independent halves agree on about half of the visitors, not all or none.
    const agree = (x: boolean[], y: boolean[]) => x.filter((v, i) => v === y[i]).length / x.length;
    expect(Math.abs(agree(a, b) - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(agree(a, c) - 0.5)).toBeLessThan(0.02);
  });
});

describe('the releases of a page view', () => {
  const inGallery = visitors.find((id) => inCanary(id, 'gallery', { releaseId: 9, percent: 50 }))!;
  const outOfGallery = visitors.find((id) => !inCanary(id, 'gallery', { releaseId: 9, percent: 50 }))!;

  it('loads the canary for a visitor in it: one manifest for the remote, so its slots never mix releases', () => {
    const { registry: loaded, chosen, active } = chooseReleases(registry, inGallery, {});
    expect(loaded.remotes.gallery).toEqual({ manifest: 'https://canary.test/gallery/1.1.0/mf-manifest.json', version: '1.1.0', contract: '1.0.0', releaseId: 9 });
    expect(chosen.gallery).toEqual({ release: '9', channel: 'canary', version: '1.1.0', manifest: 'https://canary.test/gallery/1.1.0/mf-manifest.json' });
    expect(chosen.basket).toEqual({ release: '6', channel: 'live', version: '2.0.0', manifest: 'https://cdn.test/basket/2.0.0/mf-manifest.json' });
    // Never published: the default, live.
    expect(chosen.listing).toMatchObject({ release: 'default', channel: 'live' });
    expect(active).toEqual([]);
    expect(loaded.overrideOrigins).toEqual(['http://localhost:*']);
  });

  it('loads the live release for a visitor out of the canary', () => {
    const { registry: loaded, chosen } = chooseReleases(registry, outOfGallery, {});
    expect(loaded.remotes.gallery).toEqual({ manifest: 'https://cdn.test/gallery/1.0.0/mf-manifest.json', version: '1.0.0', contract: '1.0.0', releaseId: 4 });
    expect(chosen.gallery).toMatchObject({ release: '4', channel: 'live' });
  });

  it('lets a per-browser override win over the live release and the canary', () => {
    for (const id of [inGallery, outOfGallery]) {
      const { registry: loaded, chosen, active } = chooseReleases(registry, id, { gallery: 'http://localhost:4001/mf-manifest.json' });
      expect(loaded.remotes.gallery).toEqual({ manifest: 'http://localhost:4001/mf-manifest.json', version: 'override', contract: '1.0.0' });
      expect(chosen.gallery).toEqual({ release: 'override', channel: 'override', version: 'override', manifest: 'http://localhost:4001/mf-manifest.json' });
      expect(active).toEqual([{ name: 'gallery', url: 'http://localhost:4001/mf-manifest.json' }]);
    }
  });

  it('takes only random-looking visitor ids', () => {
    expect(isReleaseVisitorId('0f3a9c2e4b5d6a7f8e9d0c1b2a3f4e5d')).toBe(true);
    expect(isReleaseVisitorId('short')).toBe(false);
    expect(isReleaseVisitorId('jane.doe@example.com')).toBe(false);
    expect(isReleaseVisitorId(undefined)).toBe(false);
  });
});
