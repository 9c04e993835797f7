// A slot whose remote the contract check refused fails with reason 'incompatible'.
import { IncompatibleRemoteError } from '../federation/contractPlugin';
import { loadParcel, SlotLoadError } from './loadParcel';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: jest.fn() }));

it('fails an incompatible remote with reason incompatible, other failures with load', async () => {
  loadRemote.mockRejectedValueOnce(new IncompatibleRemoteError('gallery', '2.0.0', '1.0.0', 'http://localhost:4001/mf-manifest.json'));
  const refused = await loadParcel('gallery/ProductGallery', 1000).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(SlotLoadError);
  expect(refused).toMatchObject({ reason: 'incompatible', message: expect.stringContaining('built against shared-contracts 2.0.0') });

  loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003'));
  expect(await loadParcel('gallery/ProductPrice', 1000).catch((e: unknown) => e)).toMatchObject({ reason: 'load' });
});

it('mounts a compatible remote as before', async () => {
  const parcel = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
  loadRemote.mockResolvedValueOnce(parcel);
  await expect(loadParcel('gallery/ProductPickers', 1000)).resolves.toMatchObject({ mount: parcel.mount });
});
