// The page view's choice in the browser: the visitor id cookie made when
// absent and kept after, the choice readable (chosenReleases, the console's
// global), and the slots' data attributes.
import { inCanary, RELEASE_VISITOR_COOKIE } from './canary';
import { chooseThisPageReleases, chosenReleaseOf, chosenReleases, markSlotRelease, releaseVisitorId } from './chosenReleases';
import type { Registry } from './registry';

const registry: Registry = {
  remotes: {
    gallery: {
      manifest: 'http://localhost:3001/mf-manifest.json',
      version: '1.0.0',
      contract: '1.0.0',
      releaseId: 4,
      canary: { manifest: 'http://localhost:3011/mf-manifest.json', version: '1.1.0', contract: '1.0.0', releaseId: 9, percent: 50, since: '2026-12-07T10:00:00.000Z' },
    },
    basket: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
  },
};

const clearCookie = () => {
  document.cookie = `${RELEASE_VISITOR_COOKIE}=; Path=/; Max-Age=0`;
};

beforeEach(clearCookie);

it('makes a random visitor id when there is none, and keeps it after', () => {
  const spy = jest.spyOn(document, 'cookie', 'set');
  const id = releaseVisitorId();
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(spy).toHaveBeenCalledWith(`${RELEASE_VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`);
  spy.mockRestore();
  expect(releaseVisitorId()).toBe(id);
  clearCookie();
  expect(releaseVisitorId()).not.toBe(id);
});

it('replaces a kept id that is not one of ours', () => {
  document.cookie = `${RELEASE_VISITOR_COOKIE}=<script>; Path=/`;
  expect(releaseVisitorId()).toMatch(/^[0-9a-f]{32}$/);
});

it('keeps the choice for the field-health reporter and support, read-only, and marks the slots', () => {
  const ids = Array.from({ length: 200 }, (_, i) => `visitor-${String(i).padStart(4, '0')}`);
  const member = ids.find((id) => inCanary(id, 'gallery', { releaseId: 9, percent: 50 }))!;
  const { registry: loaded, active } = chooseThisPageReleases(registry, {}, member);
  expect(loaded.remotes.gallery?.manifest).toBe('http://localhost:3011/mf-manifest.json');
  expect(active).toEqual([]);
  expect(chosenReleaseOf('gallery')).toMatchObject({ release: '9', channel: 'canary', version: '1.1.0' });
  expect(chosenReleases().basket).toMatchObject({ release: 'default', channel: 'live' });
  expect(window.__storefrontReleases__).toBe(chosenReleases());
  expect(Object.isFrozen(chosenReleases()) && Object.isFrozen(chosenReleases().gallery)).toBe(true);

  const slot = document.createElement('div');
  markSlotRelease(slot, 'gallery/ProductGallery');
  expect(slot.getAttribute('data-remote-release')).toBe('9');
  expect(slot.getAttribute('data-remote-channel')).toBe('canary');
  const unknown = document.createElement('div');
  markSlotRelease(unknown, 'nope/Thing');
  expect(unknown.hasAttribute('data-remote-release')).toBe(false);

  // The other half: the live release, named by its id.
  const other = ids.find((id) => !inCanary(id, 'gallery', { releaseId: 9, percent: 50 }))!;
  chooseThisPageReleases(registry, {}, other);
  markSlotRelease(slot, 'gallery/ProductPickers');
  expect([slot.dataset.remoteRelease, slot.dataset.remoteChannel]).toEqual(['4', 'live']);
});
