// Most product pages have no video, no 3D view and no try-on, and are not
// zoomed in a modal: none of that code may come with the gallery. Jest's
// module registry stands in for webpack's graph here: a static import is
// required with its importer, an import() only when it runs. The registry is
// one for the file, so the order matters: each test first checks that its
// module has not come yet, then brings it as the shopper would. The gallery is
// imported after the recording mocks exist (beforeAll), so a static import of
// one of them shows in the first test's list.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, Variant } from '@storefront/shared-contracts';
import { shirt } from '../test/fixtures';
import { videoMedia } from '../video/fixtures';
import type * as Testing from './testing';

const mockLoaded: string[] = [];

/** The real module, noting that it was required. */
function mockRecorded(name: string, path: string): unknown {
  mockLoaded.push(name);
  return jest.requireActual(path);
}

jest.mock('../video/VideoPlayer', () => mockRecorded('video player', '../video/VideoPlayer'));
jest.mock('../video/playback', () => mockRecorded('video playback rules', '../video/playback'));
jest.mock('../viewer-3d/Viewer3dDialog', () => mockRecorded('3D dialog', '../viewer-3d/Viewer3dDialog'));
jest.mock('../try-on/TryOn', () => mockRecorded('try-on', '../try-on/TryOn'));
jest.mock('../try-on/vendor', () => mockRecorded('try-on vendor loader', '../try-on/vendor'));
jest.mock('../zoom/ZoomModal', () => mockRecorded('zoom modal', '../zoom/ZoomModal'));
jest.mock('./ModalDialog', () => mockRecorded('dialog', './ModalDialog'));

const withAttributes = (attributes: Partial<Variant['attributes']>): Product => ({
  ...shirt,
  variants: shirt.variants.map((variant) => ({ ...variant, attributes: { ...variant.attributes, ...attributes } })),
});

let renderGallery: typeof Testing.renderGallery;
let setScreen: typeof Testing.setScreen;
beforeAll(async () => {
  await import('../parcels/ProductGallery');
  ({ renderGallery, setScreen } = await import('./testing'));
});

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = setScreen('desktop');
});
afterEach(() => {
  restoreScreen();
  delete window.StorefrontTryOn;
});

describe('media code loaded on demand', () => {
  it('comes with neither the exposed module nor a product without video, 3D or try-on', async () => {
    renderGallery(shirt);
    await within(screen.getByRole('group', { name: 'Product images' })).findAllByRole('group', { name: /of 3$/ });
    // The shopper looks around: next image, a click zoom (desktop), the thumbnails.
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.queryByRole('button', { name: 'View in 3D' })).not.toBeInTheDocument();
    expect(mockLoaded).toEqual([]);
  });

  it("draws a 3D product's button at once and imports its dialog when the shopper goes for it", async () => {
    renderGallery(withAttributes({ voxeloID: 'vx-shirt' }));
    const button = screen.getByRole('button', { name: 'View in 3D' });
    expect(mockLoaded).toEqual([]);
    await userEvent.hover(button);
    expect(mockLoaded).toEqual(expect.arrayContaining(['3D dialog', 'dialog']));
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'View in 3D' })).toBeInTheDocument();
  });

  it("imports try-on's code for an eligible product only, which then offers the button", async () => {
    window.StorefrontTryOn = { version: 1, isAvailable: async () => true, open() {}, select() {}, close() {} };
    renderGallery(withAttributes({ categoryTaxonomy: 'Clothing > Shirts > Oxford' }));
    await screen.findAllByRole('group', { name: /of 3$/ });
    expect(mockLoaded).not.toContain('try-on');

    renderGallery(withAttributes({ categoryTaxonomy: 'Beauty > Makeup > Face > Foundation' }));
    expect(await screen.findByRole('button', { name: 'Try it on' })).toBeInTheDocument();
    expect(mockLoaded).toEqual(expect.arrayContaining(['try-on', 'try-on vendor loader']));
  });

  it("draws a video's poster at once and imports the player when its slide is reached", async () => {
    renderGallery({ ...shirt, media: { video: videoMedia('/media/video/shirt/') } });
    expect(screen.getByRole('img', { name: 'Oxford Shirt, video' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(mockLoaded).not.toContain('video player');

    fireEvent.click(screen.getByRole('button', { name: 'Show video' }));
    expect(await screen.findByLabelText('Oxford Shirt, video', { selector: 'video' })).toBeInTheDocument();
    expect(mockLoaded).toEqual(expect.arrayContaining(['video player', 'video playback rules']));
  });

  it('imports the zoom modal on the first tap', async () => {
    restoreScreen();
    restoreScreen = setScreen('phone');
    renderGallery(shirt);
    expect(mockLoaded).not.toContain('zoom modal');
    await userEvent.pointer({ keys: '[TouchA]', target: screen.getByRole('img', { name: 'Oxford Shirt, image 1 of 3' }) });
    expect(await screen.findByRole('dialog', { name: 'Zoomed images' })).toBeInTheDocument();
    expect(mockLoaded).toContain('zoom modal');
  });
});
