import { SlotLoadError } from '../slots/loadParcel';
import { remoteFolders, remoteOfScript } from './attribution';
import { loadFailureKind } from './kinds';
import { chosenReleaseOf } from './release';
import { chooseThisPageReleases } from '../registry/chosenReleases';
import { fieldSampleRateFromEnv } from './settings';

it("names a slot's load failure by kind: manifest, script or timeout", () => {
  const load = (message: string) => new SlotLoadError('gallery/ProductGallery', 'load', `gallery/ProductGallery could not be loaded: ${message}`);
  expect(loadFailureKind(load('Failed to get manifest. #RUNTIME-003\nargs: {}'))).toBe('manifest');
  expect(loadFailureKind(load('The manifest is not a valid Module Federation manifest. #RUNTIME-013'))).toBe('manifest');
  expect(loadFailureKind(load('Failed to load script resources. #RUNTIME-008'))).toBe('script');
  expect(loadFailureKind(load('Loading chunk 123 failed.'))).toBe('script');
  expect(loadFailureKind(new SlotLoadError('gallery/ProductGallery', 'timeout', 'did not load within 8000 ms'))).toBe('timeout');
  expect(loadFailureKind(new SlotLoadError('gallery/ProductGallery', 'incompatible', 'built against 2.0.0'))).toBe('manifest');
  expect(loadFailureKind(new SlotLoadError('gallery/ProductGallery', 'shape', 'does not export single-spa lifecycles'))).toBe('script');
  expect(loadFailureKind('odd')).toBe('script');
});

it("attributes a script to the remote whose manifest's folder holds it, the deepest first", () => {
  const folders = remoteFolders({
    remotes: {
      gallery: { manifest: 'https://cdn.test/gallery/mf-manifest.json', version: '1', contract: '1.0.0' },
      galleryNext: { manifest: 'https://cdn.test/gallery/next/mf-manifest.json', version: '2', contract: '1.0.0' },
      basket: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1', contract: '1.0.0' },
      broken: { manifest: 'not a url', version: '1', contract: '1.0.0' },
    },
  });
  expect(remoteOfScript('https://cdn.test/gallery/next/chunk.js', folders)).toBe('galleryNext');
  expect(remoteOfScript('https://cdn.test/gallery/chunk.js?x=1', folders)).toBe('gallery');
  expect(remoteOfScript('http://localhost:3005/static/js/a.js', folders)).toBe('basket');
  expect(remoteOfScript('http://localhost:3000/static/main.js', folders)).toBeNull();
  expect(remoteOfScript('https://cdn.test/galleryfake/x.js', folders)).toBeNull();
  expect(remoteOfScript('', folders)).toBeNull();
});

it("reads this page's release and channel of a remote from the registry's choice, not an override's", () => {
  const entry = { manifest: 'https://cdn.test/m.json', version: '1.4.0', contract: '1.0.0' };
  chooseThisPageReleases({ remotes: { gallery: { ...entry, releaseId: 12 }, basket: entry, listing: { ...entry, releaseId: 4 } } }, { listing: 'http://localhost:4003/mf-manifest.json' }, 'visitor-0001');
  expect(chosenReleaseOf('gallery')).toEqual({ release: '12', channel: 'live' });
  expect(chosenReleaseOf('basket')).toEqual({ release: 'default', channel: 'live' });
  expect(chosenReleaseOf('listing')).toBeNull();
  expect(chosenReleaseOf('pdpWidgets')).toBeNull();
});

it('reads FIELD_SAMPLE_RATE as a share, every view when unset', () => {
  expect(fieldSampleRateFromEnv({})).toBe(1);
  expect(fieldSampleRateFromEnv({ FIELD_SAMPLE_RATE: '0.25' })).toBe(0.25);
  expect(() => fieldSampleRateFromEnv({ FIELD_SAMPLE_RATE: '25%' })).toThrow('FIELD_SAMPLE_RATE must be a share between 0 and 1');
  expect(() => fieldSampleRateFromEnv({ FIELD_SAMPLE_RATE: '2' })).toThrow('FIELD_SAMPLE_RATE');
});
