// Each slot names the release its remote runs in this page view
// (data-remote-release, data-remote-channel), for tests and support.
import { render } from '@testing-library/react';
import { RemoteSlot } from '../slots/RemoteSlot';
import { loadParcel } from '../slots/loadParcel';
import { ShellI18n } from '../i18n/i18n';
import { inCanary } from './canary';
import { chooseThisPageReleases } from './chosenReleases';

jest.mock('../slots/loadParcel', () => ({ ...jest.requireActual('../slots/loadParcel'), loadParcel: jest.fn(() => new Promise(() => {})) }));

it('marks every slot of a remote with the release chosen for the page, live or canary', () => {
  const canary = { manifest: 'http://localhost:3011/mf-manifest.json', version: '1.1.0', contract: '1.0.0', releaseId: 12, percent: 50, since: '2026-12-07T10:00:00.000Z' };
  const member = Array.from({ length: 100 }, (_, i) => `visitor-${i}-abcdef`).find((id) => inCanary(id, 'gallery', canary))!;
  chooseThisPageReleases(
    { remotes: { gallery: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.0.0', contract: '1.0.0', releaseId: 3, canary }, basket: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1.0.0', contract: '1.0.0', releaseId: 5 } } },
    {},
    member,
  );
  const { container } = render(
    <ShellI18n locale="en-GB">
      <RemoteSlot module="gallery/ProductGallery" parcelProps={{}} timeoutMs={1000} />
      <RemoteSlot module="gallery/ProductPickers" parcelProps={{}} timeoutMs={1000} />
      <RemoteSlot module="basket/MiniBag" parcelProps={{}} timeoutMs={1000} />
    </ShellI18n>,
  );
  const marks = [...container.querySelectorAll<HTMLElement>('[data-slot]')].map((el) => [el.dataset.slot, el.dataset.remoteRelease, el.dataset.remoteChannel]);
  expect(marks).toEqual([
    ['gallery/ProductGallery', '12', 'canary'],
    ['gallery/ProductPickers', '12', 'canary'],
    ['basket/MiniBag', '5', 'live'],
  ]);
  expect(loadParcel).toHaveBeenCalledWith('gallery/ProductGallery', 1000);
});
